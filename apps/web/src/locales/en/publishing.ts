import { storeLimits } from '@lernraster/shared'
import type { publishing as de } from '../de/publishing'
import type { Translations } from '../types'

export const publishing: Translations<typeof de> = {
  actions: {
    publish: 'Publish in the store',
    newVersion: 'Publish a new version',
    editMetaData: 'Edit store details',
    viewInStore: 'View in the store',
  },
  dialog: {
    publishTitle: 'Publish “{{name}}” in the store',
    newVersionTitle: 'Publish a new version of “{{name}}”',
    editTitle: 'Store details of “{{name}}”',
    publishText:
      'Lernraster makes a copy of the module as it is now and reviews it before it appears in the store. Later changes to the module reach the store only with a new version.',
    newVersionText:
      'The new version shows the module as it is now. Until it is confirmed, the current version stays in the store; a version still awaiting review is replaced. Teachers who bought the module get the new version free.',
    editText: 'Description, price and details show in the store at once.',
    submitPublish: 'Publish',
    submitEdit: 'Save',
    cancel: 'Cancel',
    loadError: 'The store lists could not be loaded.',
  },
  fields: {
    description: 'Description for the store',
    descriptionHint: 'What do students learn, and who is the module for?',
    count: '{{count}} / {{max}} characters',
    price: 'Price',
    free: 'Free',
    priceOption: '{{name}} · {{count}} crystals',
    subject: 'Subject',
    country: 'Country',
    schoolLevel: 'School level',
    schoolType: 'School type',
    chooseCountryFirst: 'Choose a country first',
    language: 'Language',
    tags: 'Tags',
    tagsHint: `At most ${storeLimits.tagsMax}`,
  },
  problems: {
    descriptionRequired: 'Please enter a description',
    descriptionTooLong: `The description can be at most ${storeLimits.metaDescriptionMax} characters long`,
    choose: 'Please choose an entry.',
    tooManyTags: `At most ${storeLimits.tagsMax} tags`,
  },
  published: 'The module is published in the store. Please wait for the administrator to confirm it',
  metaDataUpdated: 'The module metadata was updated successfully',
  status: {
    label: 'Store',
    awaiting: 'Awaiting confirmation',
    declined: 'Confirmation declined',
    published: 'Published',
    reason: 'Reason: {{reason}}',
    showReason: 'Show the reason for the decline',
    olderListed: 'The current version stays in the store.',
  },
}
