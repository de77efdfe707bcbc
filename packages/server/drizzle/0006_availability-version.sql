CREATE TABLE "availability_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "availability_version_one_row" CHECK ("availability_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "availability_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A reservation made, cancelled, moved or deleted: one new version per slot it touches, sent with the
-- slot and whether the slot is now free. The row lock on the version is held until commit, so versions
-- follow commit order and a listener that sees a gap knows it missed a notice.
CREATE FUNCTION "availability_reservation_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched bigint[];
  changed bigint;
  next_version bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := ARRAY[NEW.slot_id];
  ELSIF TG_OP = 'DELETE' THEN
    touched := ARRAY[OLD.slot_id];
  ELSIF NEW.slot_id = OLD.slot_id THEN
    touched := ARRAY[NEW.slot_id];
  ELSE
    touched := ARRAY[OLD.slot_id, NEW.slot_id];
  END IF;
  FOREACH changed IN ARRAY touched LOOP
    UPDATE "availability_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
    PERFORM pg_notify('availability', json_build_object(
      'v', next_version,
      'slot', changed,
      'free', NOT EXISTS (SELECT 1 FROM "reservations" WHERE "slot_id" = changed AND "status" = 'active')
    )::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reservations_availability" AFTER INSERT OR DELETE OR UPDATE OF "slot_id", "status" ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "availability_reservation_changed"();
--> statement-breakpoint
-- Times added (the horizon job's daily day), changed, or removed while still ahead: the listeners
-- read the new times, or everything again. Removing times that began more than a day ago, which the
-- daily clean-up does, changes no search and sends nothing.
CREATE FUNCTION "availability_slots_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "added") THEN RETURN NULL; END IF;
  UPDATE "availability_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('availability', json_build_object('v', next_version, 'slots', 'added')::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "availability_slots_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "removed" WHERE "start_at" > now() - interval '1 day') THEN RETURN NULL; END IF;
  UPDATE "availability_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('availability', json_build_object('v', next_version, 'slots', 'changed')::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "availability_slots_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "availability_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('availability', json_build_object('v', next_version, 'slots', 'changed')::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointment_slots_added" AFTER INSERT ON "appointment_slots"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "availability_slots_added"();
--> statement-breakpoint
CREATE TRIGGER "appointment_slots_removed" AFTER DELETE ON "appointment_slots"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "availability_slots_removed"();
--> statement-breakpoint
CREATE TRIGGER "appointment_slots_changed" AFTER UPDATE OR TRUNCATE ON "appointment_slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "availability_slots_changed"();
