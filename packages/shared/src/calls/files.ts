import { fileParams, updateCoverForm, uploadForm, uploadSourceForm } from '../contracts/files'
import { coverAnswer, uploadAnswer } from '../contracts/modules'
import { defineCalls } from './call'

/**
 * docs/product/modules.md "Files": the uploads (multipart, text fields before the file) and reading a stored
 * file back. A module the caller does not own answers 404 like a missing one.
 */
export const fileCalls = defineCalls('files', {
  'POST /files/upload': {
    operationId: 'uploadContentFile',
    summary: 'Eine Bild- oder PDF-Datei für einen Link oder eine Lösung hochladen',
    access: 'teacher',
    form: uploadForm,
    answer: uploadAnswer,
    errors: [],
  },
  'POST /files/uploadSource': {
    operationId: 'uploadSourceFile',
    summary: 'Die Originaldatei einer Frage oder Lösung für einen Block eines eigenen Moduls hochladen',
    access: 'teacher',
    form: uploadSourceForm,
    answer: uploadAnswer,
    errors: ['notFound'],
  },
  /** The one call that also takes the api_token cookie: <img src> and download links send no header. */
  'GET /files/:id': {
    operationId: 'getFileById',
    summary: 'Eine gespeicherte Datei lesen, sofern man ein Modul sehen darf, das sie verwendet',
    access: 'teacherWithCookie',
    params: fileParams,
    answers: 'file',
    errors: ['notFound', 'rangeNotSatisfiable'],
  },
})

/** The cover of a module: an upload like the files', listed with the modules. */
export const moduleCoverCalls = defineCalls('modules', {
  'POST /modules/updateCover': {
    operationId: 'updateModuleCover',
    summary: 'Ein neues Titelbild für ein eigenes Modul hochladen',
    access: 'teacher',
    form: updateCoverForm,
    answer: coverAnswer,
    errors: ['notFound'],
  },
})
