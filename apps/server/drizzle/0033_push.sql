CREATE TABLE "envio_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"suscripcion_id" integer,
	"trabajo_id" text,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"enlace" text,
	"resultado" text NOT NULL,
	"codigo" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envio_push_resultado_ck" CHECK ("envio_push"."resultado" in ('entregado', 'vencida', 'error'))
);
--> statement-breakpoint
CREATE TABLE "preferencia_push" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"apagados" text[] DEFAULT '{}'::text[] NOT NULL,
	"silencio_desde" text,
	"silencio_hasta" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferencia_push_silencio_ck" CHECK (("preferencia_push"."silencio_desde" is null) = ("preferencia_push"."silencio_hasta" is null))
);
--> statement-breakpoint
CREATE TABLE "suscripcion_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"sesion_id" uuid,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visto_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suscripcion_push_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "envio_push" ADD CONSTRAINT "envio_push_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencia_push" ADD CONSTRAINT "preferencia_push_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripcion_push" ADD CONSTRAINT "suscripcion_push_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripcion_push" ADD CONSTRAINT "suscripcion_push_sesion_id_sesion_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."sesion"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "envio_push_usuario_idx" ON "envio_push" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "envio_push_trabajo_idx" ON "envio_push" USING btree ("trabajo_id");--> statement-breakpoint
CREATE INDEX "suscripcion_push_usuario_idx" ON "suscripcion_push" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "suscripcion_push_sesion_idx" ON "suscripcion_push" USING btree ("sesion_id");--> statement-breakpoint
-- Revoking a session (logout, «Mis sesiones», a password change, an administrator) removes the
-- push subscriptions it registered; deactivating or deleting a user removes all of theirs. One
-- declaration here covers every path that revokes, present and future.
CREATE FUNCTION suscripcion_push_sesion_revocada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM suscripcion_push WHERE sesion_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER suscripcion_push_sesion_revocada AFTER UPDATE OF revocada_at ON sesion
  FOR EACH ROW WHEN (NEW.revocada_at IS NOT NULL AND OLD.revocada_at IS NULL) EXECUTE FUNCTION suscripcion_push_sesion_revocada();--> statement-breakpoint
CREATE FUNCTION suscripcion_push_usuario_inactivo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM suscripcion_push WHERE usuario_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER suscripcion_push_usuario_inactivo AFTER UPDATE OF activo, deleted_at ON usuario
  FOR EACH ROW WHEN ((NOT NEW.activo AND OLD.activo) OR (NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL)) EXECUTE FUNCTION suscripcion_push_usuario_inactivo();
