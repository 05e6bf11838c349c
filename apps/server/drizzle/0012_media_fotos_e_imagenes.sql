CREATE TABLE "recurso_media_anterior" (
	"id" serial PRIMARY KEY NOT NULL,
	"modulo" text NOT NULL,
	"modelo" text NOT NULL,
	"modelo_id" integer NOT NULL,
	"tipo_label" text NOT NULL,
	"nombre" text NOT NULL,
	"content_type" text,
	"datos" "bytea" NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurso_media" ALTER COLUMN "subido_por" DROP NOT NULL;--> statement-breakpoint
-- Hand-added: the bytes move to a holding table before their columns go; the job
-- media_importar_anteriores (modules/media/media.importacion.ts) stores them as media.
INSERT INTO "recurso_media_anterior" ("modulo", "modelo", "modelo_id", "tipo_label", "nombre", "content_type", "datos")
SELECT 'rrhh', 'persona', "id", 'Foto', 'foto-' || "id", "foto_tipo", "foto" FROM "persona" WHERE "foto" IS NOT NULL ORDER BY "id";--> statement-breakpoint
INSERT INTO "recurso_media_anterior" ("modulo", "modelo", "modelo_id", "tipo_label", "nombre", "content_type", "datos")
SELECT 'identidad', 'edificio', "id", 'Imagen', 'edificio-' || "id", "imagen_tipo", "imagen" FROM "edificio" WHERE "imagen" IS NOT NULL ORDER BY "id";--> statement-breakpoint
ALTER TABLE "edificio" DROP COLUMN "imagen";--> statement-breakpoint
ALTER TABLE "edificio" DROP COLUMN "imagen_tipo";--> statement-breakpoint
ALTER TABLE "persona" DROP COLUMN "foto";--> statement-breakpoint
ALTER TABLE "persona" DROP COLUMN "foto_tipo";