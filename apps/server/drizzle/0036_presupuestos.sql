CREATE TABLE "presupuesto" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"proveedor_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"valido_hasta" date NOT NULL,
	"moneda" text NOT NULL,
	"cotizacion" numeric(14, 2),
	"fecha_cotizacion" date,
	"plazo_entrega" text,
	"condiciones_pago" text,
	"total" numeric(14, 2),
	"cargado_por" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presupuesto_moneda_ck" CHECK ("presupuesto"."moneda" in ('ARS', 'USD')),
	CONSTRAINT "presupuesto_cotizacion_ck" CHECK (("presupuesto"."moneda" = 'ARS' and "presupuesto"."cotizacion" is null) or ("presupuesto"."moneda" = 'USD' and "presupuesto"."cotizacion" > 0 and "presupuesto"."fecha_cotizacion" is not null)),
	CONSTRAINT "presupuesto_validez_ck" CHECK ("presupuesto"."valido_hasta" >= "presupuesto"."fecha")
);
--> statement-breakpoint
CREATE TABLE "presupuesto_configuracion" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rol_segunda" text DEFAULT 'Gerencia' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presupuesto_configuracion_uno_ck" CHECK ("presupuesto_configuracion"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "presupuesto_precio" (
	"presupuesto_id" integer NOT NULL,
	"linea_id" integer NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	CONSTRAINT "presupuesto_precio_presupuesto_id_linea_id_pk" PRIMARY KEY("presupuesto_id","linea_id"),
	CONSTRAINT "presupuesto_precio_ck" CHECK ("presupuesto_precio"."precio_unitario" >= 0)
);
--> statement-breakpoint
CREATE TABLE "presupuesto_umbral" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_id" integer,
	"importe" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presupuesto_umbral_ck" CHECK ("presupuesto_umbral"."importe" >= 0)
);
--> statement-breakpoint
CREATE TABLE "solicitud_presupuesto" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_id" integer NOT NULL,
	"solicitante_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text,
	"motivo" text NOT NULL,
	"necesario_para" date,
	"estimado" numeric(14, 2),
	"estado" text DEFAULT 'borrador' NOT NULL,
	"elegido_id" integer,
	"motivo_eleccion" text,
	"importe_elegido" numeric(14, 2),
	"umbral" numeric(14, 2),
	"primera_aprobacion_por" integer,
	"primera_aprobacion_en" timestamp with time zone,
	"segunda_aprobacion_por" integer,
	"segunda_aprobacion_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitud_presupuesto_estado_ck" CHECK ("solicitud_presupuesto"."estado" in ('borrador', 'enviada', 'en_cotizacion', 'en_aprobacion', 'aprobada', 'rechazada', 'anulada')),
	CONSTRAINT "solicitud_presupuesto_estimado_ck" CHECK ("solicitud_presupuesto"."estimado" is null or "solicitud_presupuesto"."estimado" >= 0),
	CONSTRAINT "solicitud_presupuesto_aprobaciones_ck" CHECK ("solicitud_presupuesto"."segunda_aprobacion_por" is null or "solicitud_presupuesto"."segunda_aprobacion_por" <> "solicitud_presupuesto"."primera_aprobacion_por")
);
--> statement-breakpoint
CREATE TABLE "solicitud_presupuesto_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"estado" text NOT NULL,
	"autor_id" integer NOT NULL,
	"detalle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitud_presupuesto_linea" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"producto_id" integer,
	"descripcion" text,
	"cantidad" numeric(14, 3) NOT NULL,
	"unidad" text DEFAULT 'unidad' NOT NULL,
	CONSTRAINT "solicitud_presupuesto_linea_que_ck" CHECK ("solicitud_presupuesto_linea"."producto_id" is not null or "solicitud_presupuesto_linea"."descripcion" is not null),
	CONSTRAINT "solicitud_presupuesto_linea_cantidad_ck" CHECK ("solicitud_presupuesto_linea"."cantidad" > 0)
);
--> statement-breakpoint
ALTER TABLE "presupuesto" ADD CONSTRAINT "presupuesto_solicitud_id_solicitud_presupuesto_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitud_presupuesto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presupuesto" ADD CONSTRAINT "presupuesto_proveedor_id_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presupuesto" ADD CONSTRAINT "presupuesto_cargado_por_usuario_id_fk" FOREIGN KEY ("cargado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presupuesto_precio" ADD CONSTRAINT "presupuesto_precio_presupuesto_id_presupuesto_id_fk" FOREIGN KEY ("presupuesto_id") REFERENCES "public"."presupuesto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presupuesto_precio" ADD CONSTRAINT "presupuesto_precio_linea_id_solicitud_presupuesto_linea_id_fk" FOREIGN KEY ("linea_id") REFERENCES "public"."solicitud_presupuesto_linea"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presupuesto_umbral" ADD CONSTRAINT "presupuesto_umbral_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_presupuesto" ADD CONSTRAINT "solicitud_presupuesto_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_presupuesto" ADD CONSTRAINT "solicitud_presupuesto_solicitante_id_usuario_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_presupuesto" ADD CONSTRAINT "solicitud_presupuesto_elegido_id_presupuesto_id_fk" FOREIGN KEY ("elegido_id") REFERENCES "public"."presupuesto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_presupuesto" ADD CONSTRAINT "solicitud_presupuesto_primera_aprobacion_por_usuario_id_fk" FOREIGN KEY ("primera_aprobacion_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_presupuesto" ADD CONSTRAINT "solicitud_presupuesto_segunda_aprobacion_por_usuario_id_fk" FOREIGN KEY ("segunda_aprobacion_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_presupuesto_evento" ADD CONSTRAINT "solicitud_presupuesto_evento_solicitud_id_solicitud_presupuesto_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitud_presupuesto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_presupuesto_evento" ADD CONSTRAINT "solicitud_presupuesto_evento_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_presupuesto_linea" ADD CONSTRAINT "solicitud_presupuesto_linea_solicitud_id_solicitud_presupuesto_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitud_presupuesto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_presupuesto_linea" ADD CONSTRAINT "solicitud_presupuesto_linea_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presupuesto_solicitud_idx" ON "presupuesto" USING btree ("solicitud_id","id");--> statement-breakpoint
CREATE INDEX "presupuesto_precio_linea_idx" ON "presupuesto_precio" USING btree ("linea_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presupuesto_umbral_sector_uq" ON "presupuesto_umbral" USING btree ("sector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presupuesto_umbral_global_uq" ON "presupuesto_umbral" USING btree (("sector_id" is null)) WHERE "presupuesto_umbral"."sector_id" is null;--> statement-breakpoint
CREATE INDEX "solicitud_presupuesto_solicitante_idx" ON "solicitud_presupuesto" USING btree ("solicitante_id","id");--> statement-breakpoint
CREATE INDEX "solicitud_presupuesto_sector_idx" ON "solicitud_presupuesto" USING btree ("sector_id","id");--> statement-breakpoint
CREATE INDEX "solicitud_presupuesto_estado_idx" ON "solicitud_presupuesto" USING btree ("estado","id");--> statement-breakpoint
CREATE INDEX "solicitud_presupuesto_evento_solicitud_idx" ON "solicitud_presupuesto_evento" USING btree ("solicitud_id","id");--> statement-breakpoint
CREATE INDEX "solicitud_presupuesto_linea_solicitud_idx" ON "solicitud_presupuesto_linea" USING btree ("solicitud_id","orden");