#!/usr/bin/env bash
# Saves what a running server serves to describe itself, one file per document, so that two builds
# can be compared byte for byte (diff -r): discovery (/api, /apis, every /apis/<group> and
# /apis/<group>/<version>, /api/v1; the aggregated documents of /api and /apis), /openapi/v2 in
# JSON and in protobuf, the /openapi/v3 index and every group version's /openapi/v3 document.
# A change that only saves memory or time (07-authn-authz/BENCHMARKS.md, "Idle memory") must
# leave every file identical.
#
# Usage: hack/dump-served-docs.sh URL TOKEN DIR
#   hack/dump-served-docs.sh https://127.0.0.1:6443 "$(cat .data/pki/admin-token)" /tmp/docs-after
#   diff -r /tmp/docs-before /tmp/docs-after && echo identical
set -euo pipefail
url="$1" token="$2" dir="$3"
mkdir -p "$dir"
get() { # get PATH FILE [ACCEPT]
  curl -fsSk -m 60 -H "Authorization: Bearer $token" -H "Accept: ${3:-application/json}" "$url$1" -o "$dir/$2"
}
aggregated='application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList'
get /api api.json
get /api "api.aggregated.json" "$aggregated"
get /apis apis.json
get /apis "apis.aggregated.json" "$aggregated"
get /api/v1 api_v1.json
for group in $(jq -r '.groups[].name' "$dir/apis.json"); do
  get "/apis/$group" "apis_$group.json"
  for gv in $(jq -r '.versions[].groupVersion' "$dir/apis_$group.json"); do
    get "/apis/$gv" "apis_${gv//\//_}.json"
  done
done
get /openapi/v2 openapi_v2.json
get /openapi/v2 openapi_v2.pb 'application/com.github.proto-openapi.spec.v2@v1.0+protobuf'
get /openapi/v3 openapi_v3.json
for path in $(jq -r '.paths | keys[]' "$dir/openapi_v3.json"); do
  get "/openapi/v3/$path" "openapi_v3_${path//\//_}.json"
done
echo "$(ls "$dir" | wc -l) documents in $dir"
