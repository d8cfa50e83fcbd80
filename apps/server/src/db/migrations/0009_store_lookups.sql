CREATE TABLE "countries" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"title" varchar(80) NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"title" varchar(80) NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lernraster_subjects" (
	"id" smallint PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	CONSTRAINT "lernraster_subjects_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"crystals" integer NOT NULL,
	CONSTRAINT "prices_name_unique" UNIQUE("name"),
	CONSTRAINT "prices_crystals_unique" UNIQUE("crystals")
);
--> statement-breakpoint
CREATE TABLE "school_levels" (
	"id" smallint PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"title" varchar(120) NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"title" varchar(120) NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" smallint PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	CONSTRAINT "tags_title_unique" UNIQUE("title")
);
--> statement-breakpoint
ALTER TABLE "school_levels" ADD CONSTRAINT "school_levels_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_types" ADD CONSTRAINT "school_types_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_levels_country_title_unique" ON "school_levels" USING btree ("country_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "school_types_country_title_unique" ON "school_types" USING btree ("country_id","title");--> statement-breakpoint
INSERT INTO "countries" ("id", "code", "title") VALUES
  (1, 'CH', 'Schweiz'), (2, 'DE', 'Deutschland'), (3, 'AT', 'Österreich'), (4, 'LI', 'Liechtenstein');--> statement-breakpoint
INSERT INTO "languages" ("id", "code", "title") VALUES
  (1, 'de', 'Deutsch'), (2, 'fr', 'Französisch'), (3, 'it', 'Italienisch'), (4, 'rm', 'Rätoromanisch'),
  (5, 'en', 'Englisch');--> statement-breakpoint
INSERT INTO "school_levels" ("id", "country_id", "title", "order") VALUES
  (1, 1, 'Kindergarten (Zyklus 1)', 1),
  (2, 1, 'Primarstufe, 1.–2. Klasse (Zyklus 1)', 2),
  (3, 1, 'Primarstufe, 3.–6. Klasse (Zyklus 2)', 3),
  (4, 1, 'Sekundarstufe I, 7.–9. Klasse (Zyklus 3)', 4),
  (5, 1, 'Sekundarstufe II', 5),
  (6, 2, 'Primarstufe (Grundschule, 1.–4. Klasse)', 1),
  (7, 2, 'Sekundarstufe I (5.–10. Klasse)', 2),
  (8, 2, 'Sekundarstufe II (11.–13. Klasse)', 3),
  (9, 3, 'Primarstufe (Volksschule, 1.–4. Schulstufe)', 1),
  (10, 3, 'Sekundarstufe I (5.–8. Schulstufe)', 2),
  (11, 3, 'Sekundarstufe II (ab der 9. Schulstufe)', 3),
  (12, 4, 'Primarschule (1.–5. Klasse)', 1),
  (13, 4, 'Sekundarstufe I (6.–9. Klasse)', 2),
  (14, 4, 'Sekundarstufe II', 3);--> statement-breakpoint
INSERT INTO "school_types" ("id", "country_id", "title", "order") VALUES
  (1, 1, 'Primarschule', 1), (2, 1, 'Sekundarschule', 2), (3, 1, 'Realschule', 3),
  (4, 1, 'Bezirksschule', 4), (5, 1, 'Gymnasium', 5), (6, 1, 'Fachmittelschule', 6),
  (7, 1, 'Berufsfachschule', 7),
  (8, 2, 'Grundschule', 1), (9, 2, 'Hauptschule', 2), (10, 2, 'Realschule', 3), (11, 2, 'Gymnasium', 4),
  (12, 2, 'Gesamtschule', 5), (13, 2, 'Oberschule', 6), (14, 2, 'Förderschule', 7), (15, 2, 'Berufsschule', 8),
  (16, 3, 'Volksschule', 1), (17, 3, 'Mittelschule', 2), (18, 3, 'AHS (Gymnasium)', 3),
  (19, 3, 'Polytechnische Schule', 4), (20, 3, 'BHS (HTL, HAK, HLW)', 5), (21, 3, 'Berufsschule', 6),
  (22, 4, 'Primarschule', 1), (23, 4, 'Oberschule', 2), (24, 4, 'Realschule', 3), (25, 4, 'Gymnasium', 4);--> statement-breakpoint
INSERT INTO "lernraster_subjects" ("id", "title") VALUES
  (1, 'Deutsch'), (2, 'Mathematik'), (3, 'Englisch'), (4, 'Französisch'), (5, 'Italienisch'),
  (6, 'Natur und Technik'), (7, 'Biologie'), (8, 'Chemie'), (9, 'Physik'), (10, 'Geografie'),
  (11, 'Geschichte'), (12, 'Räume, Zeiten, Gesellschaften'), (13, 'Ethik, Religionen, Gemeinschaft'),
  (14, 'Wirtschaft, Arbeit, Haushalt'), (15, 'Medien und Informatik'), (16, 'Bildnerisches Gestalten'),
  (17, 'Textiles und Technisches Gestalten'), (18, 'Musik'), (19, 'Bewegung und Sport'),
  (20, 'Berufliche Orientierung');--> statement-breakpoint
INSERT INTO "tags" ("id", "title") VALUES
  (1, 'Grundlagen'), (2, 'Vertiefung'), (3, 'Repetition'), (4, 'Prüfungsvorbereitung'), (5, 'Projekt'),
  (6, 'Differenzierung'), (7, 'Selbstorganisiertes Lernen'), (8, 'Lehrplan 21'), (9, 'Gruppenarbeit'),
  (10, 'Hausaufgaben'), (11, 'Fördern und Fordern'), (12, 'Fächerübergreifend');--> statement-breakpoint
INSERT INTO "prices" ("id", "name", "crystals") VALUES
  (1, 'Kostenlos', 0), (2, 'Klein', 10), (3, 'Mittel', 25), (4, 'Umfangreich', 50), (5, 'Sehr umfangreich', 100);
