CREATE TABLE "nomina_fila" (
	"persona_id" integer PRIMARY KEY NOT NULL,
	"apellido" text NOT NULL,
	"nombres" text NOT NULL,
	"dni" text NOT NULL,
	"cuil" text NOT NULL,
	"legajo" text,
	"sexo" text NOT NULL,
	"hijos" integer NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"busqueda" text,
	"laboral_id" integer,
	"fecha_alta" date,
	"fecha_baja" date,
	"empresa_id" integer,
	"sector_id" integer,
	"puesto_id" integer,
	"categoria_id" integer,
	"contrato_tipo_id" integer,
	"obra_social_id" integer
);
--> statement-breakpoint
ALTER TABLE "nomina_fila" ADD CONSTRAINT "nomina_fila_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nomina_fila_sector_nacimiento_idx" ON "nomina_fila" USING btree ("sector_id","fecha_nacimiento");--> statement-breakpoint
CREATE INDEX "nomina_fila_nombre_idx" ON "nomina_fila" USING btree ("apellido" collate "und-x-icu","nombres" collate "und-x-icu","persona_id");--> statement-breakpoint
-- The roster's row of each live persona, with its current employment (the record
-- flagged `actual`, migration 0005). The one definition of a roster row: the
-- triggers below copy it into nomina_fila, and the tests compare the two.
CREATE VIEW "nomina_fila_origen" AS
  SELECT p.id AS persona_id, p.apellido, p.nombres, p.dni, p.cuil, p.legajo, p.sexo, p.hijos, p.fecha_nacimiento, p.busqueda,
    l.id AS laboral_id, l.fecha_alta, l.fecha_baja, l.empresa_id, l.sector_id, l.puesto_id, l.categoria_id, l.contrato_tipo_id, l.obra_social_id
  FROM persona p LEFT JOIN persona_laboral l ON l.persona_id = p.id AND l.actual
  WHERE p.deleted_at IS NULL;--> statement-breakpoint
-- The persona's row is locked first: two transactions changing the same persona
-- (its data in one, its employment in the other) take turns here, and the second
-- reads what the first committed instead of clashing on nomina_fila's key.
CREATE FUNCTION nomina_fila_refrescar(pid integer) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM persona WHERE id = pid FOR UPDATE;
  DELETE FROM nomina_fila WHERE persona_id = pid;
  INSERT INTO nomina_fila SELECT * FROM nomina_fila_origen WHERE persona_id = pid;
$$;--> statement-breakpoint
CREATE FUNCTION persona_nomina_fila() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nomina_fila_refrescar(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER persona_nomina_fila AFTER INSERT OR UPDATE OF apellido, nombres, dni, cuil, legajo, sexo, hijos, fecha_nacimiento, deleted_at ON persona
  FOR EACH ROW EXECUTE FUNCTION persona_nomina_fila();--> statement-breakpoint
-- Only the current record is on the roster: a change refreshes the persona whose
-- current record it was or is. Fires after persona_laboral_actual (triggers run in
-- name order), whose own updates of the flag come through here too.
CREATE FUNCTION persona_laboral_nomina_fila() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.actual THEN
    PERFORM nomina_fila_refrescar(OLD.persona_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.actual AND (TG_OP = 'INSERT' OR NOT OLD.actual OR NEW.persona_id <> OLD.persona_id) THEN
    PERFORM nomina_fila_refrescar(NEW.persona_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER persona_laboral_nomina_fila AFTER INSERT OR UPDATE OR DELETE ON persona_laboral
  FOR EACH ROW EXECUTE FUNCTION persona_laboral_nomina_fila();--> statement-breakpoint
INSERT INTO nomina_fila SELECT * FROM nomina_fila_origen;
