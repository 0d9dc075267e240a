-- Issue 29 (docs/decisions/centre-scoping.md, "The patient search under row-level security"): PostgreSQL applies a
-- policy's condition before any condition that is not LEAKPROOF, and LIKE/ILIKE are not, so under the patient's
-- policy the trigram indexes cannot serve a "contains" search: 35-62 ms for a name or NRIC at 100,000 patients
-- against 0.1-0.9 ms through the indexes. This function answers the ids of the live patients whose given columns
-- contain the pattern, at most `cap` of them, through the trigram indexes: it runs as its owner (whom the policy
-- does not bind) and applies the same centre scope itself (`app.clinic_ids`, as the policy reads it), narrowed to
-- `centres` when the search names them. The search then reads those ids through the policy as before, so a row
-- outside the viewer's centres can still not be answered. `EXECUTE` plans for the actual pattern (a generic plan
-- of `LIKE $1` cannot know a pattern is selective). Only the columns with a trigram index are accepted. The scope
-- functions are called inside `(SELECT ...)`, as in the policies: once per statement, not once per row.
CREATE FUNCTION "app_patient_text_matches"(fields text[], pattern text, centres integer[], cap integer)
RETURNS integer[] LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  condition text;
  ids integer[];
BEGIN
  IF coalesce(cardinality(fields), 0) = 0
    OR NOT fields <@ ARRAY['search_key', 'name', 'nric', 'referring_source', 'referrer'] THEN
    RAISE EXCEPTION 'app_patient_text_matches: not a searchable column: %', fields USING ERRCODE = '22023';
  END IF;
  SELECT string_agg(CASE WHEN f = 'search_key' THEN 'search_key LIKE lower($1)' ELSE format('%I ILIKE $1', f) END,
    ' OR ')
  INTO condition FROM unnest(fields) f;
  EXECUTE format(
    'SELECT array(SELECT id FROM patient WHERE deleted = 0 AND (%s)'
    ' AND ((SELECT app_every_centre()) OR existing_clinic_id = ANY ((SELECT app_centres())::integer[]))'
    ' AND ($2 IS NULL OR existing_clinic_id = ANY ($2)) LIMIT $3)', condition)
  INTO ids USING pattern, centres, cap;
  RETURN ids;
END
$$;
