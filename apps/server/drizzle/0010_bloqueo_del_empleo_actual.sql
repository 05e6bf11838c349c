-- Two employment records of one persona written at the same time both chose their
-- own as current and clashed on persona_laboral_actual_uq. Each trigger now locks
-- the persona first, so the second waits and then sees the first.
-- FOR NO KEY UPDATE, not FOR UPDATE: the insert's foreign-key check already holds
-- FOR KEY SHARE on the persona, which FOR UPDATE would wait on (deadlock between
-- two inserts); FOR NO KEY UPDATE does not conflict with it but does with itself
-- and with an UPDATE of the persona.
CREATE OR REPLACE FUNCTION persona_laboral_actual() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pids integer[];
  pid integer;
  cur integer;
BEGIN
  IF TG_WHEN = 'BEFORE' THEN
    -- A record moved to another persona is not current there until recomputed below.
    NEW.actual := false;
    RETURN NEW;
  END IF;
  pids := CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.persona_id] WHEN 'DELETE' THEN ARRAY[OLD.persona_id] ELSE ARRAY[OLD.persona_id, NEW.persona_id] END;
  -- In id order, so two moves between the same two personas cannot lock crosswise.
  PERFORM 1 FROM persona WHERE id = ANY (pids) ORDER BY id FOR NO KEY UPDATE;
  FOREACH pid IN ARRAY pids LOOP
    SELECT y.id INTO cur FROM persona_laboral y
      WHERE y.persona_id = pid AND y.deleted_at IS NULL
      ORDER BY (y.fecha_baja IS NULL) DESC, y.fecha_alta DESC, y.id DESC LIMIT 1;
    UPDATE persona_laboral SET actual = false WHERE persona_id = pid AND actual AND id IS DISTINCT FROM cur;
    UPDATE persona_laboral SET actual = true WHERE id = cur AND NOT actual;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION nomina_fila_refrescar(pid integer) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM persona WHERE id = pid FOR NO KEY UPDATE;
  DELETE FROM nomina_fila WHERE persona_id = pid;
  INSERT INTO nomina_fila SELECT * FROM nomina_fila_origen WHERE persona_id = pid;
$$;
