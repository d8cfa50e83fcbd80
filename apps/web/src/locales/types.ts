/** The shape every other language pack must match: the German pack's keys, any text as value. */
export type Translations<Pack> = {
  readonly [Key in keyof Pack]: Pack[Key] extends string ? string : Translations<Pack[Key]>
}
