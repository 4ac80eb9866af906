// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

namespace cosmos::test {

// A product catalogue searched by meaning and by words: 50,000 products of 8 KB (0.4
// GB, one physical partition) with a full-text description, a 1,536-dimension
// embedding under a diskANN index and a computed property; AP1 lists the products of
// a category.
inline Json searchCatalogue()
{
    return Json::parse(R"({
      "format": "cosmos-modeler/model", "version": 1,
      "application": {"name": "Catalogue", "regions": ["westeurope"], "capacityMode": "provisioned"},
      "entities": [{
        "id": "product", "name": "Product", "avgSizeKB": 8, "maxSizeKB": 12, "documentCount": 50000,
        "attributes": [
          {"name": "productId", "type": "id", "required": true},
          {"name": "category", "type": "string", "distinctValues": 40},
          {"name": "description", "type": "string", "fullText": {"language": "en-US"}},
          {"name": "embedding", "type": "vector",
           "vector": {"dimensions": 1536, "dataType": "float32", "distance": "cosine", "index": "diskANN"}}
        ],
        "computedProperties": [{"name": "cp_lowerCategory", "query": "SELECT VALUE LOWER(c.category) FROM c"}]
      }],
      "relationships": [],
      "accessPatterns": [{"id": "AP1", "description": "Products of a category", "operation": "query",
        "entities": ["product"], "rpsAvg": 5, "rpsPeak": 10, "filters": [{"attribute": "category", "op": "eq"}]}]
    })");
}

} // namespace cosmos::test
