DROP INDEX "menus_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "menus_search_folded_trgm_idx" ON "menus" USING gin ((' ' || translate(lower("name" || ' ' || coalesce("description", '') || ' ' || coalesce("ingredients", '')), 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ,.:!?()[]{}/\-_&+*"''`|<>=~	
̧̀́̂̃̄̆̇̈̊̋̌', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy                            ') || ' ') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenants_search_folded_trgm_idx" ON "tenants" USING gin ((' ' || translate(lower("name" || ' ' || coalesce("description", '') || ' ' || "address" || ' ' || coalesce("district", '')), 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ,.:!?()[]{}/\-_&+*"''`|<>=~	
̧̀́̂̃̄̆̇̈̊̋̌', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy                            ') || ' ') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenants_name_folded_trgm_idx" ON "tenants" USING gin ((' ' || translate(lower("name"), 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ,.:!?()[]{}/\-_&+*"''`|<>=~	
̧̀́̂̃̄̆̇̈̊̋̌', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy                            ') || ' ') gin_trgm_ops);