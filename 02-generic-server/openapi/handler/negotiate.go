package handler

import (
	"net/http"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
)

// format is one serialization a handler can send.
type format struct {
	subType     string // the application/<subType> an Accept clause names
	contentType string // what the response's Content-Type says
	protobuf    bool
}

// The serializations of the OpenAPI handlers. The "@" forms are what
// kubectl sends; the answer's Content-Type uses "." instead.
// Upstream: k8s.io/kube-openapi/pkg/handler and handler3 (subTypeProtobuf ...).
var (
	formatJSON = format{subType: "json", contentType: "application/json"}
	formatsV2  = protobufFormats(formatJSON, "com.github.proto-openapi.spec.v2")
	formatsV3  = protobufFormats(formatJSON, "com.github.proto-openapi.spec.v3")
)

func protobufFormats(json format, base string) []format {
	out := []format{json}
	for _, suffix := range []string{".v1.0+protobuf", "@v1.0+protobuf"} {
		out = append(out, format{subType: base + suffix, contentType: "application/" + base + ".v1.0+protobuf", protobuf: true})
	}
	return out
}

// negotiate picks the first format the Accept header allows, clauses in
// order of preference; an absent Accept allows anything.
// Upstream: the loop over goautoneg.ParseAccept in k8s.io/kube-openapi/pkg/handler3.(*OpenAPIService).HandleGroupVersion.
func negotiate(r *http.Request, formats []format) (format, bool) {
	accept := r.Header.Get("Accept")
	if accept == "" {
		accept = "*/*"
	}
	for _, clause := range negotiation.ParseAccept(accept) {
		for _, f := range formats {
			if (clause.Type == "application" || clause.Type == "*") && (clause.SubType == f.subType || clause.SubType == "*") {
				return f, true
			}
		}
	}
	return format{}, false
}
