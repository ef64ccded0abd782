-- The planner estimates a LIKE on menus.search_folded (a search word in a menu's name, description or ingredients)
-- from the column's histogram, in steps of one bucket: a rare word found in one of the default 100 buckets' bounds was
-- taken for 1% of all menus (2,000 at 200,000), so under any order of the public list it read the order's index looking
-- for a page of them, through every public menu when there are fewer than a page (search=pedas, 24 menus, by price:
-- 190-300 ms at the bench's scale). With 1,000 buckets such a word is estimated at 0.1%, and its few menus are fetched
-- through the trigram index and sorted (about 4 ms). The same as 0014 gave menus.tenant_name_folded.
ALTER TABLE "menus" ALTER COLUMN "search_folded" SET STATISTICS 1000;--> statement-breakpoint
-- Statistics now, not at the next autoanalyze.
ANALYZE "menus";
