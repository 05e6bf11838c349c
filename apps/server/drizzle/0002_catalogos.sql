CREATE TABLE "rrhh_art" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"cuit" text,
	"telefono" text,
	"email" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("cuit"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"codigo" text,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("codigo"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_centro_costo" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("codigo"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_costo_laboral" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"periodo_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_contacto_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_contrato_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"codigo" text NOT NULL,
	"duracion_meses" integer,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("codigo"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_curso_estado" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_empresa" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"cuit" text NOT NULL,
	"domicilio" text,
	"telefono" text,
	"email" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("cuit"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_razon_social" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"cuit" text NOT NULL,
	"empresa_id" integer,
	"domicilio" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("cuit"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_encuadre" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_especialidad" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_estado_civil" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_familiar_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"value" integer NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_financiador_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_institucion" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text,
	"localidad_id" integer,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_matricula_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"sigla" text,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_motivo_desvinculacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"indemnizable" boolean DEFAULT false NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_nacionalidad" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_nivel_estudio" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"orden" integer,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_tipo_novedad" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"dias_maximos" integer,
	"con_goce" boolean DEFAULT false NOT NULL,
	"requiere_certificado" boolean DEFAULT false NOT NULL,
	"computa_trabajado" boolean DEFAULT false NOT NULL,
	"color" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("codigo"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_liquidacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"periodo_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"fecha_pago" date,
	"estado" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_referente" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"sector_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_obra_social" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"sigla" text,
	"rnos" text,
	"financiador_tipo_id" integer,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("sigla"::text, '') || ' ' || coalesce("rnos"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_periodo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"anio" integer NOT NULL,
	"mes" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"estado" text NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rrhh_puesto" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provincia" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"codigo" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "localidad" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"provincia_id" integer NOT NULL,
	"codigo_postal" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("codigo_postal"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tarea_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"sector_id" integer,
	"color" text,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tarea_periodicidad" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"cada" integer NOT NULL,
	"unidad" text NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guia_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"color" text,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ubicacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"sector_id" integer NOT NULL,
	"piso" text,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("descripcion"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "producto_categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "producto_atributo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"tipo_dato" text NOT NULL,
	"unidad" text,
	"valores" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposito_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "droga" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"codigo_atc" text,
	"forma" text NOT NULL,
	"concentracion" text NOT NULL,
	"unidad" text NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '') || ' ' || coalesce("codigo_atc"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sector" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED;--> statement-breakpoint
ALTER TABLE "rrhh_costo_laboral" ADD CONSTRAINT "rrhh_costo_laboral_categoria_id_rrhh_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."rrhh_categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rrhh_costo_laboral" ADD CONSTRAINT "rrhh_costo_laboral_periodo_id_rrhh_periodo_id_fk" FOREIGN KEY ("periodo_id") REFERENCES "public"."rrhh_periodo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rrhh_razon_social" ADD CONSTRAINT "rrhh_razon_social_empresa_id_rrhh_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."rrhh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rrhh_institucion" ADD CONSTRAINT "rrhh_institucion_localidad_id_localidad_id_fk" FOREIGN KEY ("localidad_id") REFERENCES "public"."localidad"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rrhh_liquidacion" ADD CONSTRAINT "rrhh_liquidacion_periodo_id_rrhh_periodo_id_fk" FOREIGN KEY ("periodo_id") REFERENCES "public"."rrhh_periodo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rrhh_referente" ADD CONSTRAINT "rrhh_referente_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rrhh_obra_social" ADD CONSTRAINT "rrhh_obra_social_financiador_tipo_id_rrhh_financiador_tipo_id_fk" FOREIGN KEY ("financiador_tipo_id") REFERENCES "public"."rrhh_financiador_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localidad" ADD CONSTRAINT "localidad_provincia_id_provincia_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "public"."provincia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_tipo" ADD CONSTRAINT "tarea_tipo_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ubicacion" ADD CONSTRAINT "ubicacion_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_art_nombre_uq" ON "rrhh_art" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_art_orden_idx" ON "rrhh_art" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_categoria_nombre_uq" ON "rrhh_categoria" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_categoria_codigo_uq" ON "rrhh_categoria" USING btree (translate(lower("codigo"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_categoria_orden_idx" ON "rrhh_categoria" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_centro_costo_nombre_uq" ON "rrhh_centro_costo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_centro_costo_codigo_uq" ON "rrhh_centro_costo" USING btree (translate(lower("codigo"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_centro_costo_orden_idx" ON "rrhh_centro_costo" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_costo_laboral_categoria_id_periodo_id_uq" ON "rrhh_costo_laboral" USING btree ("categoria_id","periodo_id");--> statement-breakpoint
CREATE INDEX "rrhh_costo_laboral_categoria_id_idx" ON "rrhh_costo_laboral" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "rrhh_costo_laboral_periodo_id_idx" ON "rrhh_costo_laboral" USING btree ("periodo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_contacto_tipo_nombre_uq" ON "rrhh_contacto_tipo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_contacto_tipo_orden_idx" ON "rrhh_contacto_tipo" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_contrato_tipo_nombre_uq" ON "rrhh_contrato_tipo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_contrato_tipo_codigo_uq" ON "rrhh_contrato_tipo" USING btree (translate(lower("codigo"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_contrato_tipo_orden_idx" ON "rrhh_contrato_tipo" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_curso_estado_nombre_uq" ON "rrhh_curso_estado" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_curso_estado_orden_idx" ON "rrhh_curso_estado" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_empresa_nombre_uq" ON "rrhh_empresa" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_empresa_cuit_uq" ON "rrhh_empresa" USING btree (translate(lower("cuit"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_empresa_orden_idx" ON "rrhh_empresa" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_razon_social_nombre_uq" ON "rrhh_razon_social" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_razon_social_cuit_uq" ON "rrhh_razon_social" USING btree (translate(lower("cuit"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_razon_social_empresa_id_idx" ON "rrhh_razon_social" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "rrhh_razon_social_orden_idx" ON "rrhh_razon_social" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_encuadre_nombre_uq" ON "rrhh_encuadre" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_encuadre_orden_idx" ON "rrhh_encuadre" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_especialidad_nombre_uq" ON "rrhh_especialidad" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_especialidad_orden_idx" ON "rrhh_especialidad" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_estado_civil_nombre_uq" ON "rrhh_estado_civil" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_estado_civil_orden_idx" ON "rrhh_estado_civil" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_familiar_tipo_nombre_uq" ON "rrhh_familiar_tipo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_familiar_tipo_value_uq" ON "rrhh_familiar_tipo" USING btree ("value");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_financiador_tipo_nombre_uq" ON "rrhh_financiador_tipo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_financiador_tipo_orden_idx" ON "rrhh_financiador_tipo" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_institucion_nombre_uq" ON "rrhh_institucion" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_institucion_localidad_id_idx" ON "rrhh_institucion" USING btree ("localidad_id");--> statement-breakpoint
CREATE INDEX "rrhh_institucion_orden_idx" ON "rrhh_institucion" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_matricula_tipo_nombre_uq" ON "rrhh_matricula_tipo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_matricula_tipo_orden_idx" ON "rrhh_matricula_tipo" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_motivo_desvinculacion_nombre_uq" ON "rrhh_motivo_desvinculacion" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_motivo_desvinculacion_orden_idx" ON "rrhh_motivo_desvinculacion" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_nacionalidad_nombre_uq" ON "rrhh_nacionalidad" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_nacionalidad_orden_idx" ON "rrhh_nacionalidad" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_nivel_estudio_nombre_uq" ON "rrhh_nivel_estudio" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_tipo_novedad_nombre_uq" ON "rrhh_tipo_novedad" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_tipo_novedad_codigo_uq" ON "rrhh_tipo_novedad" USING btree (translate(lower("codigo"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_tipo_novedad_orden_idx" ON "rrhh_tipo_novedad" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_liquidacion_periodo_id_tipo_uq" ON "rrhh_liquidacion" USING btree ("periodo_id",translate(lower("tipo"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_liquidacion_periodo_id_idx" ON "rrhh_liquidacion" USING btree ("periodo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_referente_usuario_id_uq" ON "rrhh_referente" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "rrhh_referente_usuario_id_idx" ON "rrhh_referente" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_obra_social_nombre_uq" ON "rrhh_obra_social" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_obra_social_rnos_uq" ON "rrhh_obra_social" USING btree (translate(lower("rnos"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_obra_social_financiador_tipo_id_idx" ON "rrhh_obra_social" USING btree ("financiador_tipo_id");--> statement-breakpoint
CREATE INDEX "rrhh_obra_social_orden_idx" ON "rrhh_obra_social" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_periodo_nombre_uq" ON "rrhh_periodo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_periodo_orden_idx" ON "rrhh_periodo" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_puesto_nombre_uq" ON "rrhh_puesto" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "rrhh_puesto_orden_idx" ON "rrhh_puesto" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "provincia_nombre_uq" ON "provincia" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE UNIQUE INDEX "provincia_codigo_uq" ON "provincia" USING btree (translate(lower("codigo"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "provincia_orden_idx" ON "provincia" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "localidad_nombre_provincia_id_uq" ON "localidad" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'),"provincia_id");--> statement-breakpoint
CREATE INDEX "localidad_provincia_id_idx" ON "localidad" USING btree ("provincia_id");--> statement-breakpoint
CREATE INDEX "localidad_orden_idx" ON "localidad" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "tarea_tipo_nombre_uq" ON "tarea_tipo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "tarea_tipo_sector_id_idx" ON "tarea_tipo" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "tarea_tipo_orden_idx" ON "tarea_tipo" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "tarea_periodicidad_nombre_uq" ON "tarea_periodicidad" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "tarea_periodicidad_orden_idx" ON "tarea_periodicidad" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "guia_tipo_nombre_uq" ON "guia_tipo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "guia_tipo_orden_idx" ON "guia_tipo" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "ubicacion_nombre_sector_id_uq" ON "ubicacion" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'),"sector_id");--> statement-breakpoint
CREATE INDEX "ubicacion_sector_id_idx" ON "ubicacion" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "ubicacion_orden_idx" ON "ubicacion" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_categoria_nombre_uq" ON "producto_categoria" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "producto_categoria_orden_idx" ON "producto_categoria" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_atributo_nombre_uq" ON "producto_atributo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "producto_atributo_orden_idx" ON "producto_atributo" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "deposito_tipo_nombre_uq" ON "deposito_tipo" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "deposito_tipo_orden_idx" ON "deposito_tipo" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "droga_nombre_concentracion_forma_uq" ON "droga" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'),translate(lower("concentracion"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'),translate(lower("forma"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "droga_orden_idx" ON "droga" USING btree ("nombre" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "sector_nombre_raiz_id_uq" ON "sector" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'),"raiz_id");--> statement-breakpoint
CREATE INDEX "sector_raiz_id_idx" ON "sector" USING btree ("raiz_id");