CREATE TABLE "carpeta" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"padre_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "carpeta_permiso" (
	"carpeta_id" integer NOT NULL,
	"rol_id" integer NOT NULL,
	"nivel" text NOT NULL,
	CONSTRAINT "carpeta_permiso_carpeta_id_rol_id_pk" PRIMARY KEY("carpeta_id","rol_id"),
	CONSTRAINT "carpeta_permiso_nivel_ck" CHECK ("carpeta_permiso"."nivel" in ('ver', 'editar'))
);
--> statement-breakpoint
CREATE TABLE "documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"carpeta_id" integer,
	"persona_id" integer,
	"nombre" text NOT NULL,
	"categoria" text NOT NULL,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("descripcion"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "documento_lugar_ck" CHECK (("documento"."carpeta_id" is null) <> ("documento"."persona_id" is null)),
	CONSTRAINT "documento_categoria_ck" CHECK ("documento"."categoria" in ('contrato', 'certificado', 'politica', 'otro'))
);
--> statement-breakpoint
ALTER TABLE "carpeta" ADD CONSTRAINT "carpeta_padre_id_carpeta_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."carpeta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpeta" ADD CONSTRAINT "carpeta_created_by_usuario_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpeta" ADD CONSTRAINT "carpeta_deleted_by_usuario_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpeta_permiso" ADD CONSTRAINT "carpeta_permiso_carpeta_id_carpeta_id_fk" FOREIGN KEY ("carpeta_id") REFERENCES "public"."carpeta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carpeta_permiso" ADD CONSTRAINT "carpeta_permiso_rol_id_auth_item_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."auth_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_carpeta_id_carpeta_id_fk" FOREIGN KEY ("carpeta_id") REFERENCES "public"."carpeta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_created_by_usuario_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_deleted_by_usuario_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carpeta_nombre_uq" ON "carpeta" USING btree (coalesce("padre_id", 0),translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) WHERE "carpeta"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "carpeta_padre_idx" ON "carpeta" USING btree ("padre_id");--> statement-breakpoint
CREATE INDEX "carpeta_permiso_rol_idx" ON "carpeta_permiso" USING btree ("rol_id");--> statement-breakpoint
CREATE INDEX "documento_carpeta_idx" ON "documento" USING btree ("carpeta_id");--> statement-breakpoint
CREATE INDEX "documento_persona_idx" ON "documento" USING btree ("persona_id");