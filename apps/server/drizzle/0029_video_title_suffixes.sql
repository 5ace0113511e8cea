CREATE TABLE "video_title_suffixes" (
	"site_id" bigint NOT NULL,
	"suffix" text COLLATE "C" NOT NULL,
	"video_id" text NOT NULL,
	CONSTRAINT "video_title_suffixes_site_id_suffix_video_id_pk" PRIMARY KEY("site_id","suffix","video_id")
);
--> statement-breakpoint
-- ==== Hand-written (issue 29): a title search an index serves under row-level security ====
-- No text search operator is leakproof, so under the forced row policy no index can test
-- a title. `^@` (starts with) and `<`/`>=` on text are leakproof: a search reads the range
-- of suffixes that start with its text (decision 029). The suffix column is in the C
-- collation so that "starts with" is a range of the index.
SELECT portal_isolate_by_site('video_title_suffixes');--> statement-breakpoint
-- How many characters of a title each suffix keeps. A search for a longer text reads the
-- suffixes that start with its first this many characters, then its Shorts' titles.
CREATE FUNCTION video_title_suffix_length() RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT 8';--> statement-breakpoint
-- The distinct suffixes of a lowered title (`videos.title_key`).
CREATE FUNCTION video_title_suffixes_of(title_key text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT substr(title_key, i, video_title_suffix_length()) COLLATE "C"
  FROM generate_series(1, length(title_key)) AS i
$$;--> statement-breakpoint
-- The triggers keep the suffixes with the titles whoever writes `videos`: an import adds
-- its new Shorts in one statement, so adding and removing go by statement; a title changes
-- one row at a time, and an import that sets the same title again changes nothing here.
-- `on conflict do nothing`: a database transfer loads this table before `videos`.
CREATE FUNCTION video_title_suffixes_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_title_suffixes (site_id, suffix, video_id)
  SELECT v.site_id, s.suffix, v.video_id FROM added v, video_title_suffixes_of(v.title_key) AS s(suffix)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION video_title_suffixes_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM video_title_suffixes t USING removed v, video_title_suffixes_of(v.title_key) AS s(suffix)
  WHERE t.site_id = v.site_id AND t.suffix = s.suffix AND t.video_id = v.video_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION video_title_suffixes_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM video_title_suffixes t USING video_title_suffixes_of(OLD.title_key) AS s(suffix)
  WHERE t.site_id = OLD.site_id AND t.suffix = s.suffix AND t.video_id = OLD.video_id;
  INSERT INTO video_title_suffixes (site_id, suffix, video_id)
  SELECT NEW.site_id, s.suffix, NEW.video_id FROM video_title_suffixes_of(NEW.title_key) AS s(suffix)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER videos_title_suffixes_add AFTER INSERT ON "videos"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION video_title_suffixes_add();--> statement-breakpoint
CREATE TRIGGER videos_title_suffixes_remove AFTER DELETE ON "videos"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION video_title_suffixes_remove();--> statement-breakpoint
CREATE TRIGGER videos_title_suffixes_change AFTER UPDATE OF "title", "site_id", "video_id" ON "videos"
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.site_id <> NEW.site_id OR OLD.video_id <> NEW.video_id)
  EXECUTE FUNCTION video_title_suffixes_change();--> statement-breakpoint
-- The Shorts imported before this migration (it runs across sites), in the key's order so
-- that the index is built packed rather than split page by page.
INSERT INTO video_title_suffixes (site_id, suffix, video_id)
SELECT v.site_id, s.suffix, v.video_id FROM videos v, video_title_suffixes_of(v.title_key) AS s(suffix)
ORDER BY v.site_id, s.suffix COLLATE "C", v.video_id;
