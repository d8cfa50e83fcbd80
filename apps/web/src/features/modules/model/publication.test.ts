import { ModuleStatus, type PublicationSummary } from '@lernraster/shared'
import { describe, expect, it } from 'vitest'
import { checkMetaData, initialValues, publicationOffer, withCountry } from './publication'

const publication = (
  status_id: number,
  store_module_id: number | null = null,
  removal_kind: PublicationSummary['removal_kind'] = null,
): PublicationSummary => ({
  module_id: 9,
  status_id,
  status: { name: 'x', title: 'x' },
  module_meta_data_id: 3,
  decline_reason: null,
  submitted_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  store_module_id,
  removal_kind,
  removal_reason: null,
})

describe('publicationOffer', () => {
  it('offers the first publication without one, and after a decline of a module never in the store', () => {
    expect(publicationOffer({ publication: null })).toEqual({
      publish: 'first',
      editMetaData: false,
      storeModuleId: null,
      withdraw: false,
      unlist: false,
    })
    expect(publicationOffer({ publication: publication(ModuleStatus.confirmationDeclined) })).toEqual({
      publish: 'first',
      editMetaData: false,
      storeModuleId: null,
      withdraw: false,
      unlist: false,
    })
  })

  it('offers a new version and the metadata while published or awaiting; the store page only when listed', () => {
    expect(publicationOffer({ publication: publication(ModuleStatus.awaitingConfirmation) })).toEqual({
      publish: 'newVersion',
      editMetaData: true,
      storeModuleId: null,
      withdraw: true,
      unlist: false,
    })
    expect(publicationOffer({ publication: publication(ModuleStatus.published, 9) })).toEqual({
      publish: 'newVersion',
      editMetaData: true,
      storeModuleId: 9,
      withdraw: false,
      unlist: true,
    })
    // A declined new version of a module the store still lists: no metadata to edit, the old one stays.
    expect(publicationOffer({ publication: publication(ModuleStatus.confirmationDeclined, 4) })).toEqual({
      publish: 'newVersion',
      editMetaData: false,
      storeModuleId: 4,
      withdraw: false,
      unlist: true,
    })
  })

  it('a module taken off the store offers a new version (through the review), nothing else', () => {
    expect(publicationOffer({ publication: publication(ModuleStatus.published, null, 'author') })).toEqual({
      publish: 'newVersion',
      editMetaData: false,
      storeModuleId: null,
      withdraw: false,
      unlist: false,
    })
    // A new version waits while the taken-off one stays off: it may be withdrawn.
    expect(publicationOffer({ publication: publication(ModuleStatus.awaitingConfirmation) }).withdraw).toBe(
      true,
    )
  })
})

describe('the metadata form', () => {
  it('starts from the module description cut to 500 characters', () => {
    expect(initialValues({ description: `  ${'a'.repeat(600)}` }).description).toHaveLength(500)
  })

  it('names every missing choice at once, and sends numbers', () => {
    const empty = initialValues({ description: '' })
    expect(checkMetaData(empty)).toEqual({
      ok: false,
      problems: {
        description: 'descriptionRequired',
        crystals: 'choose',
        lernraster_subject_id: 'choose',
        country_id: 'choose',
        schoollevel_id: 'choose',
        schooltype_id: 'choose',
        language_id: 'choose',
      },
    })
    const filled = initialValues(
      { description: '' },
      {
        description: ' Prozente ',
        crystals: 0,
        lernraster_subject_id: 2,
        country_id: 1,
        schoollevel_id: 4,
        schooltype_id: 2,
        language_id: 1,
        tag_ids: [1, 8],
      },
    )
    expect(checkMetaData(filled)).toEqual({
      ok: true,
      value: {
        description: 'Prozente',
        crystals: 0,
        lernraster_subject_id: 2,
        country_id: 1,
        schoollevel_id: 4,
        schooltype_id: 2,
        language_id: 1,
        tag_ids: [1, 8],
      },
    })
    expect(
      checkMetaData({ ...filled, tag_ids: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] }),
    ).toMatchObject({
      ok: false,
      problems: { tag_ids: 'tooManyTags' },
    })
  })

  it('keeps a school level and type only while they belong to the chosen country', () => {
    const lists = {
      schoolLevels: [
        { id: 4, country_id: 1 },
        { id: 7, country_id: 2 },
      ],
      schoolTypes: [{ id: 2, country_id: 1 }],
    }
    const values = {
      ...initialValues({ description: '' }),
      country_id: '1',
      schoollevel_id: '4',
      schooltype_id: '2',
    }
    expect(withCountry(values, '1', lists)).toMatchObject({ schoollevel_id: '4', schooltype_id: '2' })
    expect(withCountry(values, '2', lists)).toMatchObject({
      country_id: '2',
      schoollevel_id: null,
      schooltype_id: null,
    })
  })
})
