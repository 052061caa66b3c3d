-- An order's total as rules/order-totals.ts computes it: each line's count × (price + its chosen
-- answers' prices), rounded to cents. IMMUTABLE (it reads only its argument), so a stored
-- generated column can use it.
CREATE OR REPLACE FUNCTION order_total(content jsonb) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(coalesce(sum(
    (l->>'count')::numeric * ((l->>'price')::numeric + coalesce((
      SELECT sum((a->>'price')::numeric)
      FROM jsonb_array_elements(coalesce(l->'modifiers', '[]'::jsonb)) m,
           jsonb_array_elements(coalesce(m->'answers', '[]'::jsonb)) a
    ), 0))
  ), 0), 2)::double precision
  FROM jsonb_array_elements(content) l
$$;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total" double precision GENERATED ALWAYS AS (order_total(content)) STORED;--> statement-breakpoint
CREATE INDEX "orders_service_time_idx" ON "orders" USING btree ("service_id","time");
