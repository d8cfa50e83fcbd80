import { storeLimits } from '@lernraster/shared'
import type { publishing as de } from '../de/publishing'
import type { Translations } from '../types'

export const publishing: Translations<typeof de> = {
  actions: {
    publish: 'Publish in the store',
    newVersion: 'Publish a new version',
    editMetaData: 'Edit store details',
    viewInStore: 'View in the store',
    withdraw: 'Withdraw the submission',
    unlist: 'Take off the store',
  },
  exit: {
    withdrawTitle: 'Withdraw the submission of “{{name}}”',
    withdrawQuestion: 'Do you want to withdraw the submission?',
    withdrawText:
      'The submitted copy is deleted before the provider reviews it. Your module stays as it is; a version already in the store stays there.',
    withdrawConfirm: 'Withdraw',
    withdrawn: 'The submission was withdrawn.',
    unlistTitle: 'Take “{{name}}” off the store',
    unlistQuestion: 'Do you want to take the module off the store?',
    unlistText:
      'Nobody can buy it afterwards. Those who bought it keep it and can go on using it. It comes back to the store with a new version, which the provider reviews again.',
    unlistConfirm: 'Take off the store',
    unlistWhileVersionWaits:
      'A new version still awaits review: once the provider confirms it, the module is back in the store. If it should not come back, withdraw that submission too.',
    unlisted: 'The module is no longer in the store. Those who bought it keep it.',
    withdrawConflict:
      'This submission no longer awaits confirmation: the provider has decided meanwhile. Please reload the page.',
    unlistConflict: 'This module is not in the store at the moment.',
  },
  preview: {
    show: 'Preview',
    hide: 'Back to the form',
    title: 'The store page as buyers will see it',
    incomplete: 'The preview still needs: {{fields}}.',
    loadError: 'The grid for the preview could not be loaded.',
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
    removed: 'Taken off the store',
    removedByProvider: 'Taken off the store by the provider',
    reason: 'Reason: {{reason}}',
    showReason: 'Show the reason for the decline',
    olderListed: 'The current version stays in the store.',
  },
}
