-- Attachments become jsonb: '<path>|<filename>' strings turn into {"fileId", "filename"}, in order.
-- Only a value that reads back as exactly the same string, with a name the current code could
-- have written (no bar, slash, backslash or control character, 1 to 255 characters, trimmed), is
-- split; any other is kept whole as {"verbatim"} and answered as it was.
ALTER TABLE "messages" ADD COLUMN "attachment_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "messages" AS m SET "attachment_list" = (
	SELECT jsonb_agg(
		CASE WHEN parsed.parts IS NOT NULL AND parsed.parts[2] = btrim(parsed.parts[2])
			THEN jsonb_build_object('fileId', parsed.parts[1], 'filename', parsed.parts[2])
			ELSE jsonb_build_object('verbatim', item.value)
		END ORDER BY item.position)
	FROM unnest(m."attachments") WITH ORDINALITY AS item(value, position)
	CROSS JOIN LATERAL (
		SELECT regexp_match(item.value,
			'^/api/chat/files/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\|([^|/\\[:cntrl:]]{1,255})$'
		) AS parts
	) AS parsed
) WHERE cardinality(m."attachments") > 0;--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "attachments";--> statement-breakpoint
ALTER TABLE "messages" RENAME COLUMN "attachment_list" TO "attachments";
