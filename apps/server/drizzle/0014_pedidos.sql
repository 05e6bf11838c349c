CREATE TABLE "pedido_interno" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_id" integer NOT NULL,
	"deposito_id" integer NOT NULL,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"observaciones" text,
	"motivo_rechazo" text,
	"movimiento_id" integer,
	"origen_id" integer,
	"plantilla_id" integer,
	"creado_por" integer NOT NULL,
	"enviado_en" timestamp with time zone,
	"preparado_por" integer,
	"preparado_en" timestamp with time zone,
	"recibido_por" integer,
	"recibido_en" timestamp with time zone,
	"rechazado_por" integer,
	"rechazado_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pedido_interno_estado_ck" CHECK ("pedido_interno"."estado" in ('borrador', 'enviado', 'preparado', 'recibido', 'rechazado'))
);
--> statement-breakpoint
CREATE TABLE "pedido_interno_linea" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"cantidad_preparada" numeric(14, 3),
	"resto" text,
	CONSTRAINT "pedido_interno_linea_cantidad_ck" CHECK ("pedido_interno_linea"."cantidad" > 0),
	CONSTRAINT "pedido_interno_linea_preparada_ck" CHECK ("pedido_interno_linea"."cantidad_preparada" is null or ("pedido_interno_linea"."cantidad_preparada" >= 0 and "pedido_interno_linea"."cantidad_preparada" <= "pedido_interno_linea"."cantidad")),
	CONSTRAINT "pedido_interno_linea_resto_ck" CHECK ("pedido_interno_linea"."resto" is null or "pedido_interno_linea"."resto" in ('pendiente', 'cancelado'))
);
--> statement-breakpoint
CREATE TABLE "plantilla_pedido" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_id" integer NOT NULL,
	"deposito_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"creado_por" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plantilla_pedido_linea" (
	"id" serial PRIMARY KEY NOT NULL,
	"plantilla_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	CONSTRAINT "plantilla_pedido_linea_cantidad_ck" CHECK ("plantilla_pedido_linea"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "carrito_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"producto_id" integer,
	"nombre" text NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"mensaje" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrito_item_cantidad_ck" CHECK ("carrito_item"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "pedido" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"persona_id" integer NOT NULL,
	"sector_id" integer,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"proveedor_id" integer,
	"fecha_esperada" date,
	"ingreso_id" integer,
	"motivo_rechazo" text,
	"creado_por" integer NOT NULL,
	"enviado_en" timestamp with time zone,
	"cerrado_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pedido_estado_ck" CHECK ("pedido"."estado" in ('borrador', 'nuevo', 'en_revision', 'aprobado', 'pedido_proveedor', 'recibido', 'cerrado', 'rechazado'))
);
--> statement-breakpoint
CREATE TABLE "pedido_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"estado" text NOT NULL,
	"autor_id" integer NOT NULL,
	"detalle" text,
	"proveedor_id" integer,
	"fecha_esperada" date,
	"ingreso_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"producto_id" integer,
	"nombre" text NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"mensaje" text,
	CONSTRAINT "pedido_item_cantidad_ck" CHECK ("pedido_item"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "pedido_respuesta" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"autor_id" integer NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedido_interno" ADD CONSTRAINT "pedido_interno_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno" ADD CONSTRAINT "pedido_interno_deposito_id_deposito_id_fk" FOREIGN KEY ("deposito_id") REFERENCES "public"."deposito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno" ADD CONSTRAINT "pedido_interno_movimiento_id_documento_stock_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."documento_stock"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno" ADD CONSTRAINT "pedido_interno_origen_id_pedido_interno_id_fk" FOREIGN KEY ("origen_id") REFERENCES "public"."pedido_interno"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno" ADD CONSTRAINT "pedido_interno_plantilla_id_plantilla_pedido_id_fk" FOREIGN KEY ("plantilla_id") REFERENCES "public"."plantilla_pedido"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno" ADD CONSTRAINT "pedido_interno_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno" ADD CONSTRAINT "pedido_interno_preparado_por_usuario_id_fk" FOREIGN KEY ("preparado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno" ADD CONSTRAINT "pedido_interno_recibido_por_usuario_id_fk" FOREIGN KEY ("recibido_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno" ADD CONSTRAINT "pedido_interno_rechazado_por_usuario_id_fk" FOREIGN KEY ("rechazado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno_linea" ADD CONSTRAINT "pedido_interno_linea_pedido_id_pedido_interno_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_interno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno_linea" ADD CONSTRAINT "pedido_interno_linea_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_pedido" ADD CONSTRAINT "plantilla_pedido_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_pedido" ADD CONSTRAINT "plantilla_pedido_deposito_id_deposito_id_fk" FOREIGN KEY ("deposito_id") REFERENCES "public"."deposito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_pedido" ADD CONSTRAINT "plantilla_pedido_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_pedido_linea" ADD CONSTRAINT "plantilla_pedido_linea_plantilla_id_plantilla_pedido_id_fk" FOREIGN KEY ("plantilla_id") REFERENCES "public"."plantilla_pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_pedido_linea" ADD CONSTRAINT "plantilla_pedido_linea_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_item" ADD CONSTRAINT "carrito_item_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_item" ADD CONSTRAINT "carrito_item_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_persona_id_usuario_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_proveedor_id_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_ingreso_id_documento_stock_id_fk" FOREIGN KEY ("ingreso_id") REFERENCES "public"."documento_stock"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_evento" ADD CONSTRAINT "pedido_evento_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_evento" ADD CONSTRAINT "pedido_evento_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_evento" ADD CONSTRAINT "pedido_evento_proveedor_id_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_evento" ADD CONSTRAINT "pedido_evento_ingreso_id_documento_stock_id_fk" FOREIGN KEY ("ingreso_id") REFERENCES "public"."documento_stock"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_item" ADD CONSTRAINT "pedido_item_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_item" ADD CONSTRAINT "pedido_item_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_respuesta" ADD CONSTRAINT "pedido_respuesta_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_respuesta" ADD CONSTRAINT "pedido_respuesta_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_interno_sector_idx" ON "pedido_interno" USING btree ("sector_id","estado");--> statement-breakpoint
CREATE INDEX "pedido_interno_deposito_idx" ON "pedido_interno" USING btree ("deposito_id","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_interno_movimiento_uq" ON "pedido_interno" USING btree ("movimiento_id") WHERE "pedido_interno"."movimiento_id" is not null;--> statement-breakpoint
CREATE INDEX "pedido_interno_linea_pedido_idx" ON "pedido_interno_linea" USING btree ("pedido_id","orden");--> statement-breakpoint
CREATE INDEX "pedido_interno_linea_producto_idx" ON "pedido_interno_linea" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plantilla_pedido_nombre_uq" ON "plantilla_pedido" USING btree ("sector_id",translate(lower("nombre"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) WHERE "plantilla_pedido"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plantilla_pedido_linea_plantilla_idx" ON "plantilla_pedido_linea" USING btree ("plantilla_id","orden");--> statement-breakpoint
CREATE INDEX "carrito_item_usuario_idx" ON "carrito_item" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carrito_item_producto_uq" ON "carrito_item" USING btree ("usuario_id","producto_id") WHERE "carrito_item"."producto_id" is not null;--> statement-breakpoint
CREATE INDEX "pedido_persona_idx" ON "pedido" USING btree ("persona_id","estado");--> statement-breakpoint
CREATE INDEX "pedido_estado_idx" ON "pedido" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "pedido_sector_idx" ON "pedido" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "pedido_evento_pedido_idx" ON "pedido_evento" USING btree ("pedido_id","created_at");--> statement-breakpoint
CREATE INDEX "pedido_item_pedido_idx" ON "pedido_item" USING btree ("pedido_id","orden");--> statement-breakpoint
CREATE INDEX "pedido_respuesta_pedido_idx" ON "pedido_respuesta" USING btree ("pedido_id","created_at");