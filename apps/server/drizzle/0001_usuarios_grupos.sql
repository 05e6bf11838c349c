CREATE TABLE "grupo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "grupo_rol" (
	"grupo_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "grupo_rol_grupo_id_item_id_pk" PRIMARY KEY("grupo_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "grupo_sector" (
	"grupo_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "grupo_sector_grupo_id_sector_id_pk" PRIMARY KEY("grupo_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "grupo_usuario" (
	"grupo_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "grupo_usuario_grupo_id_usuario_id_pk" PRIMARY KEY("grupo_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "persona_id" integer;--> statement-breakpoint
ALTER TABLE "grupo_rol" ADD CONSTRAINT "grupo_rol_grupo_id_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_rol" ADD CONSTRAINT "grupo_rol_item_id_auth_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."auth_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_sector" ADD CONSTRAINT "grupo_sector_grupo_id_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_sector" ADD CONSTRAINT "grupo_sector_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_usuario" ADD CONSTRAINT "grupo_usuario_grupo_id_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_usuario" ADD CONSTRAINT "grupo_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grupo_nombre_uq" ON "grupo" USING btree (lower("nombre")) WHERE "grupo"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "grupo_usuario_usuario_idx" ON "grupo_usuario" USING btree ("usuario_id");