aws dynamodb query \
  --table-name Orders \
  --index-name StatusIndex \
  --key-condition-expression "#status = :status AND #placed BETWEEN :from AND :to" \
  --filter-expression '#total > :min' \
  --projection-expression '#pk, #sk, #total' \
  --expression-attribute-names '{"#status":"status","#placed":"placed_at","#total":"total","#pk":"pk","#sk":"sk"}' \
  --expression-attribute-values '{":status":{"S":"OPEN"},":from":{"S":"2026-02-01"},":to":{"S":"2026-02-29"},":min":{"N":"50"}}'