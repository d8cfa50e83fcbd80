import {
  codedLookupItemList,
  countryLookupItemList,
  lookupItemList,
  priceItemList,
} from '../contracts/store-lookups'
import { defineCalls } from './call'

/**
 * docs/product/store.md "Metadata and lists": the lists a published module is described by, for every teacher
 * (the publish dialog and the store's filters). Read-only and the same for everybody.
 */
export const storeLookupCalls = defineCalls('store', {
  'GET /modules-metadatas/tags': {
    operationId: 'listStoreTags',
    summary: 'Die Schlagwörter für Module im Store',
    access: 'teacher',
    answer: lookupItemList,
    errors: [],
  },
  'GET /modules-metadatas/lernrasterSubjects': {
    operationId: 'listStoreSubjects',
    summary: 'Die Fächer, nach denen der Store Module ordnet',
    access: 'teacher',
    answer: lookupItemList,
    errors: [],
  },
  'GET /modules-metadatas/schoollevels': {
    operationId: 'listStoreSchoolLevels',
    summary: 'Die Schulstufen, je mit ihrem Land',
    access: 'teacher',
    answer: countryLookupItemList,
    errors: [],
  },
  'GET /modules-metadatas/schooltypes': {
    operationId: 'listStoreSchoolTypes',
    summary: 'Die Schultypen, je mit ihrem Land',
    access: 'teacher',
    answer: countryLookupItemList,
    errors: [],
  },
  'GET /modules-metadatas/languages': {
    operationId: 'listStoreLanguages',
    summary: 'Die Sprachen, in denen ein Modul geschrieben sein kann',
    access: 'teacher',
    answer: codedLookupItemList,
    errors: [],
  },
  'GET /modules-metadatas/countries': {
    operationId: 'listStoreCountries',
    summary: 'Die Länder, für die ein Modul gedacht sein kann',
    access: 'teacher',
    answer: codedLookupItemList,
    errors: [],
  },
  'GET /modules-metadatas/prices': {
    operationId: 'listStorePrices',
    summary: 'Die Preise in Kristallen, die ein Modul im Store haben kann',
    access: 'teacher',
    answer: priceItemList,
    errors: [],
  },
})
