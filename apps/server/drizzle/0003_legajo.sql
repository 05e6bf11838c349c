CREATE TABLE "persona" (
	"id" serial PRIMARY KEY NOT NULL,
	"apellido" text NOT NULL,
	"nombres" text NOT NULL,
	"dni" text NOT NULL,
	"cuil" text NOT NULL,
	"sexo" text NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"estado_civil_id" integer,
	"nacionalidad_id" integer,
	"calle" text,
	"numero" text,
	"piso" text,
	"depto" text,
	"localidad_id" integer,
	"codigo_postal" text,
	"email" text,
	"telefono" text,
	"legajo" text,
	"idfichador" text,
	"foto" "bytea",
	"foto_tipo" text,
	"hijos" integer DEFAULT 0 NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("apellido"::text, '') || ' ' || coalesce("nombres"::text, '') || ' ' || coalesce("dni"::text, '') || ' ' || coalesce("cuil"::text, '') || ' ' || coalesce("legajo"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "persona_contacto" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"contacto_tipo_id" integer NOT NULL,
	"valor" text NOT NULL,
	"observacion" text,
	"emergencia" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "persona_cuenta_bancaria" (
	"persona_id" integer PRIMARY KEY NOT NULL,
	"banco" text NOT NULL,
	"cbu" text NOT NULL,
	"alias" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persona_familiar" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"familiar_tipo_id" integer NOT NULL,
	"apellido" text NOT NULL,
	"nombres" text NOT NULL,
	"dni" text,
	"fecha_nacimiento" date,
	"inicio_sala" date,
	"fin_sala" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "persona_formacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"institucion_id" integer,
	"nivel_estudio_id" integer,
	"curso_estado_id" integer,
	"fecha_egreso" date,
	"fecha_vencimiento" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "persona_laboral" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"empresa_id" integer,
	"razon_social_id" integer,
	"sector_id" integer NOT NULL,
	"puesto_id" integer,
	"categoria_id" integer,
	"contrato_tipo_id" integer NOT NULL,
	"encuadre_id" integer,
	"centro_costo_id" integer,
	"fecha_alta" date NOT NULL,
	"fecha_baja" date,
	"motivo_desvinculacion_id" integer,
	"obra_social_id" integer,
	"art_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "persona_matricula" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"matricula_tipo_id" integer NOT NULL,
	"numero" text NOT NULL,
	"provincia_id" integer,
	"fecha_vencimiento" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "persona" ADD CONSTRAINT "persona_estado_civil_id_rrhh_estado_civil_id_fk" FOREIGN KEY ("estado_civil_id") REFERENCES "public"."rrhh_estado_civil"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona" ADD CONSTRAINT "persona_nacionalidad_id_rrhh_nacionalidad_id_fk" FOREIGN KEY ("nacionalidad_id") REFERENCES "public"."rrhh_nacionalidad"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona" ADD CONSTRAINT "persona_localidad_id_localidad_id_fk" FOREIGN KEY ("localidad_id") REFERENCES "public"."localidad"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_contacto" ADD CONSTRAINT "persona_contacto_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_contacto" ADD CONSTRAINT "persona_contacto_contacto_tipo_id_rrhh_contacto_tipo_id_fk" FOREIGN KEY ("contacto_tipo_id") REFERENCES "public"."rrhh_contacto_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_cuenta_bancaria" ADD CONSTRAINT "persona_cuenta_bancaria_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_familiar" ADD CONSTRAINT "persona_familiar_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_familiar" ADD CONSTRAINT "persona_familiar_familiar_tipo_id_rrhh_familiar_tipo_id_fk" FOREIGN KEY ("familiar_tipo_id") REFERENCES "public"."rrhh_familiar_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_formacion" ADD CONSTRAINT "persona_formacion_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_formacion" ADD CONSTRAINT "persona_formacion_institucion_id_rrhh_institucion_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."rrhh_institucion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_formacion" ADD CONSTRAINT "persona_formacion_nivel_estudio_id_rrhh_nivel_estudio_id_fk" FOREIGN KEY ("nivel_estudio_id") REFERENCES "public"."rrhh_nivel_estudio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_formacion" ADD CONSTRAINT "persona_formacion_curso_estado_id_rrhh_curso_estado_id_fk" FOREIGN KEY ("curso_estado_id") REFERENCES "public"."rrhh_curso_estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_empresa_id_rrhh_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."rrhh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_razon_social_id_rrhh_razon_social_id_fk" FOREIGN KEY ("razon_social_id") REFERENCES "public"."rrhh_razon_social"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_puesto_id_rrhh_puesto_id_fk" FOREIGN KEY ("puesto_id") REFERENCES "public"."rrhh_puesto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_categoria_id_rrhh_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."rrhh_categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_contrato_tipo_id_rrhh_contrato_tipo_id_fk" FOREIGN KEY ("contrato_tipo_id") REFERENCES "public"."rrhh_contrato_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_encuadre_id_rrhh_encuadre_id_fk" FOREIGN KEY ("encuadre_id") REFERENCES "public"."rrhh_encuadre"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_centro_costo_id_rrhh_centro_costo_id_fk" FOREIGN KEY ("centro_costo_id") REFERENCES "public"."rrhh_centro_costo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_motivo_desvinculacion_id_rrhh_motivo_desvinculacion_id_fk" FOREIGN KEY ("motivo_desvinculacion_id") REFERENCES "public"."rrhh_motivo_desvinculacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_obra_social_id_rrhh_obra_social_id_fk" FOREIGN KEY ("obra_social_id") REFERENCES "public"."rrhh_obra_social"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_laboral" ADD CONSTRAINT "persona_laboral_art_id_rrhh_art_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."rrhh_art"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_matricula" ADD CONSTRAINT "persona_matricula_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_matricula" ADD CONSTRAINT "persona_matricula_matricula_tipo_id_rrhh_matricula_tipo_id_fk" FOREIGN KEY ("matricula_tipo_id") REFERENCES "public"."rrhh_matricula_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_matricula" ADD CONSTRAINT "persona_matricula_provincia_id_provincia_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "public"."provincia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "persona_dni_uq" ON "persona" USING btree ("dni") WHERE "persona"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "persona_cuil_uq" ON "persona" USING btree ("cuil") WHERE "persona"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "persona_idfichador_uq" ON "persona" USING btree ("idfichador") WHERE "persona"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "persona_legajo_uq" ON "persona" USING btree ("legajo") WHERE "persona"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "persona_contacto_persona_idx" ON "persona_contacto" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "persona_familiar_persona_idx" ON "persona_familiar" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "persona_formacion_persona_idx" ON "persona_formacion" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "persona_laboral_persona_idx" ON "persona_laboral" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "persona_laboral_sector_idx" ON "persona_laboral" USING btree ("sector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "persona_laboral_abierto_uq" ON "persona_laboral" USING btree ("persona_id") WHERE "persona_laboral"."fecha_baja" is null and "persona_laboral"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "persona_matricula_persona_idx" ON "persona_matricula" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "persona_matricula_vencimiento_idx" ON "persona_matricula" USING btree ("fecha_vencimiento");