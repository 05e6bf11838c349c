CREATE TABLE "deposito" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"tipo_id" integer NOT NULL,
	"sector_id" integer,
	"edificio_id" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposito_producto" (
	"deposito_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"stock_minimo" numeric(14, 3),
	CONSTRAINT "deposito_producto_deposito_id_producto_id_pk" PRIMARY KEY("deposito_id","producto_id"),
	CONSTRAINT "deposito_producto_stock_minimo_ck" CHECK ("deposito_producto"."stock_minimo" is null or "deposito_producto"."stock_minimo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposito_responsable" (
	"deposito_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "deposito_responsable_deposito_id_usuario_id_pk" PRIMARY KEY("deposito_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "documento_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"fecha" date NOT NULL,
	"deposito_id" integer NOT NULL,
	"deposito_destino_id" integer,
	"proveedor_id" integer,
	"comprobante" text,
	"destino" text,
	"destino_sector_id" integer,
	"paciente" text,
	"revierte_id" integer,
	"observaciones" text,
	"creado_por" integer NOT NULL,
	"confirmado_por" integer,
	"confirmado_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "documento_stock_tipo_ck" CHECK ("documento_stock"."tipo" in ('ingreso', 'egreso', 'movimiento')),
	CONSTRAINT "documento_stock_estado_ck" CHECK ("documento_stock"."estado" in ('borrador', 'confirmado')),
	CONSTRAINT "documento_stock_destino_ck" CHECK ("documento_stock"."destino" is null or "documento_stock"."destino" in ('sector', 'paciente', 'baja_vencimiento', 'rotura', 'devolucion_proveedor'))
);
--> statement-breakpoint
CREATE TABLE "documento_stock_linea" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"lote" text,
	"serie" text,
	"fecha_vencimiento" date,
	CONSTRAINT "documento_stock_linea_cantidad_ck" CHECK ("documento_stock_linea"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "movimiento_stock" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"documento_id" integer NOT NULL,
	"linea_id" integer,
	"producto_id" integer NOT NULL,
	"deposito_id" integer NOT NULL,
	"lote" text DEFAULT '' NOT NULL,
	"serie" text DEFAULT '' NOT NULL,
	"fecha_vencimiento" date,
	"cantidad" numeric(14, 3) NOT NULL,
	"fecha" date NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimiento_stock_cantidad_ck" CHECK ("movimiento_stock"."cantidad" <> 0)
);
--> statement-breakpoint
CREATE TABLE "producto" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre_producto" text NOT NULL,
	"categoria_id" integer NOT NULL,
	"unidad" text DEFAULT 'unidad' NOT NULL,
	"codigo_barras" text,
	"droga_id" integer,
	"controla_lote" boolean DEFAULT false NOT NULL,
	"controla_vencimiento" boolean DEFAULT false NOT NULL,
	"controla_serie" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre_producto"::text, '') || ' ' || coalesce("codigo_barras"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "producto_atributo_valor" (
	"producto_id" integer NOT NULL,
	"atributo_id" integer NOT NULL,
	"valor" text NOT NULL,
	CONSTRAINT "producto_atributo_valor_producto_id_atributo_id_pk" PRIMARY KEY("producto_id","atributo_id")
);
--> statement-breakpoint
CREATE TABLE "proveedor" (
	"id" serial PRIMARY KEY NOT NULL,
	"razon_social" text NOT NULL,
	"cuit" text NOT NULL,
	"contacto_nombre" text,
	"contacto_email" text,
	"contacto_telefono" text,
	"condicion_iva" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("razon_social"::text, '') || ' ' || coalesce("cuit"::text, '') || ' ' || coalesce("contacto_nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "proveedor_condicion_iva_ck" CHECK ("proveedor"."condicion_iva" in ('responsable_inscripto', 'monotributo', 'exento', 'consumidor_final'))
);
--> statement-breakpoint
CREATE TABLE "saldo_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"deposito_id" integer NOT NULL,
	"lote" text DEFAULT '' NOT NULL,
	"serie" text DEFAULT '' NOT NULL,
	"fecha_vencimiento" date,
	"cantidad" numeric(14, 3) NOT NULL,
	CONSTRAINT "saldo_stock_cantidad_ck" CHECK ("saldo_stock"."cantidad" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposito" ADD CONSTRAINT "deposito_tipo_id_deposito_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."deposito_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposito" ADD CONSTRAINT "deposito_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposito" ADD CONSTRAINT "deposito_edificio_id_edificio_id_fk" FOREIGN KEY ("edificio_id") REFERENCES "public"."edificio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposito_producto" ADD CONSTRAINT "deposito_producto_deposito_id_deposito_id_fk" FOREIGN KEY ("deposito_id") REFERENCES "public"."deposito"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposito_producto" ADD CONSTRAINT "deposito_producto_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposito_responsable" ADD CONSTRAINT "deposito_responsable_deposito_id_deposito_id_fk" FOREIGN KEY ("deposito_id") REFERENCES "public"."deposito"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposito_responsable" ADD CONSTRAINT "deposito_responsable_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_stock" ADD CONSTRAINT "documento_stock_deposito_id_deposito_id_fk" FOREIGN KEY ("deposito_id") REFERENCES "public"."deposito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_stock" ADD CONSTRAINT "documento_stock_deposito_destino_id_deposito_id_fk" FOREIGN KEY ("deposito_destino_id") REFERENCES "public"."deposito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_stock" ADD CONSTRAINT "documento_stock_proveedor_id_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_stock" ADD CONSTRAINT "documento_stock_destino_sector_id_sector_id_fk" FOREIGN KEY ("destino_sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_stock" ADD CONSTRAINT "documento_stock_revierte_id_documento_stock_id_fk" FOREIGN KEY ("revierte_id") REFERENCES "public"."documento_stock"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_stock" ADD CONSTRAINT "documento_stock_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_stock" ADD CONSTRAINT "documento_stock_confirmado_por_usuario_id_fk" FOREIGN KEY ("confirmado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_stock_linea" ADD CONSTRAINT "documento_stock_linea_documento_id_documento_stock_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documento_stock"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_stock_linea" ADD CONSTRAINT "documento_stock_linea_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_stock" ADD CONSTRAINT "movimiento_stock_documento_id_documento_stock_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documento_stock"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_stock" ADD CONSTRAINT "movimiento_stock_linea_id_documento_stock_linea_id_fk" FOREIGN KEY ("linea_id") REFERENCES "public"."documento_stock_linea"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_stock" ADD CONSTRAINT "movimiento_stock_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_stock" ADD CONSTRAINT "movimiento_stock_deposito_id_deposito_id_fk" FOREIGN KEY ("deposito_id") REFERENCES "public"."deposito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_categoria_id_producto_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."producto_categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_droga_id_droga_id_fk" FOREIGN KEY ("droga_id") REFERENCES "public"."droga"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_atributo_valor" ADD CONSTRAINT "producto_atributo_valor_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_atributo_valor" ADD CONSTRAINT "producto_atributo_valor_atributo_id_producto_atributo_id_fk" FOREIGN KEY ("atributo_id") REFERENCES "public"."producto_atributo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_stock" ADD CONSTRAINT "saldo_stock_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_stock" ADD CONSTRAINT "saldo_stock_deposito_id_deposito_id_fk" FOREIGN KEY ("deposito_id") REFERENCES "public"."deposito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposito_nombre_uq" ON "deposito" USING btree (translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "deposito_tipo_idx" ON "deposito" USING btree ("tipo_id");--> statement-breakpoint
CREATE INDEX "deposito_producto_producto_idx" ON "deposito_producto" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "deposito_responsable_usuario_idx" ON "deposito_responsable" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "documento_stock_tipo_fecha_idx" ON "documento_stock" USING btree ("tipo","fecha");--> statement-breakpoint
CREATE INDEX "documento_stock_deposito_idx" ON "documento_stock" USING btree ("deposito_id");--> statement-breakpoint
CREATE INDEX "documento_stock_deposito_destino_idx" ON "documento_stock" USING btree ("deposito_destino_id");--> statement-breakpoint
CREATE INDEX "documento_stock_proveedor_idx" ON "documento_stock" USING btree ("proveedor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documento_stock_revierte_uq" ON "documento_stock" USING btree ("revierte_id") WHERE "documento_stock"."revierte_id" is not null and "documento_stock"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documento_stock_linea_documento_idx" ON "documento_stock_linea" USING btree ("documento_id","orden");--> statement-breakpoint
CREATE INDEX "documento_stock_linea_producto_idx" ON "documento_stock_linea" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "movimiento_stock_producto_deposito_idx" ON "movimiento_stock" USING btree ("producto_id","deposito_id");--> statement-breakpoint
CREATE INDEX "movimiento_stock_deposito_fecha_idx" ON "movimiento_stock" USING btree ("deposito_id","fecha");--> statement-breakpoint
CREATE INDEX "movimiento_stock_documento_idx" ON "movimiento_stock" USING btree ("documento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_codigo_barras_uq" ON "producto" USING btree ("codigo_barras");--> statement-breakpoint
CREATE INDEX "producto_categoria_idx" ON "producto" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "producto_droga_idx" ON "producto" USING btree ("droga_id");--> statement-breakpoint
CREATE INDEX "producto_orden_idx" ON "producto" USING btree ("nombre_producto" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "producto_atributo_valor_atributo_idx" ON "producto_atributo_valor" USING btree ("atributo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proveedor_cuit_uq" ON "proveedor" USING btree ("cuit");--> statement-breakpoint
CREATE INDEX "proveedor_orden_idx" ON "proveedor" USING btree ("razon_social" collate "und-x-icu");--> statement-breakpoint
CREATE UNIQUE INDEX "saldo_stock_clave_uq" ON "saldo_stock" USING btree ("producto_id","deposito_id","lote","serie",coalesce("fecha_vencimiento", 'infinity'::date));--> statement-breakpoint
CREATE INDEX "saldo_stock_deposito_vencimiento_idx" ON "saldo_stock" USING btree ("deposito_id","fecha_vencimiento");