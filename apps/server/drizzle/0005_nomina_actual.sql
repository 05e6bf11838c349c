ALTER TABLE "persona_laboral" ADD COLUMN "actual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The current employment record of each persona (the open one, else the latest), kept
-- by a trigger so the roster joins it by index instead of a lateral per persona.
CREATE FUNCTION persona_laboral_actual() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer;
  cur integer;
BEGIN
  IF TG_WHEN = 'BEFORE' THEN
    -- A record moved to another persona is not current there until recomputed below.
    NEW.actual := false;
    RETURN NEW;
  END IF;
  FOREACH pid IN ARRAY CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.persona_id] WHEN 'DELETE' THEN ARRAY[OLD.persona_id] ELSE ARRAY[OLD.persona_id, NEW.persona_id] END LOOP
    SELECT y.id INTO cur FROM persona_laboral y
      WHERE y.persona_id = pid AND y.deleted_at IS NULL
      ORDER BY (y.fecha_baja IS NULL) DESC, y.fecha_alta DESC, y.id DESC LIMIT 1;
    UPDATE persona_laboral SET actual = false WHERE persona_id = pid AND actual AND id IS DISTINCT FROM cur;
    UPDATE persona_laboral SET actual = true WHERE id = cur AND NOT actual;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER persona_laboral_actual AFTER INSERT OR DELETE OR UPDATE OF persona_id, fecha_alta, fecha_baja, deleted_at ON persona_laboral
  FOR EACH ROW EXECUTE FUNCTION persona_laboral_actual();--> statement-breakpoint
CREATE TRIGGER persona_laboral_actual_antes BEFORE UPDATE OF persona_id ON persona_laboral
  FOR EACH ROW WHEN (NEW.persona_id IS DISTINCT FROM OLD.persona_id) EXECUTE FUNCTION persona_laboral_actual();--> statement-breakpoint
UPDATE persona_laboral x SET actual = true WHERE x.id = (
  SELECT y.id FROM persona_laboral y WHERE y.persona_id = x.persona_id AND y.deleted_at IS NULL
  ORDER BY (y.fecha_baja IS NULL) DESC, y.fecha_alta DESC, y.id DESC LIMIT 1);--> statement-breakpoint
CREATE INDEX "persona_nacimiento_idx" ON "persona" USING btree ("fecha_nacimiento") WHERE "persona"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "persona_laboral_actual_uq" ON "persona_laboral" USING btree ("persona_id") WHERE "persona_laboral"."actual";--> statement-breakpoint
CREATE INDEX "persona_laboral_actual_sector_idx" ON "persona_laboral" USING btree ("sector_id") WHERE "persona_laboral"."actual";