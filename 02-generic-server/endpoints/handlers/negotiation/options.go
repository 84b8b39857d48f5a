package negotiation

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// MediaTypeOptions is the outcome of negotiation: the serializer chosen
// and what the chosen media range's parameters ask of the response.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.MediaTypeOptions.
type MediaTypeOptions struct {
	// Export (export=1) asks to strip server-set fields; no handler honours
	// it any more, upstream neither.
	Export bool
	// Pretty (pretty=1) asks for indented output.
	Pretty bool
	// Convert is the kind to return instead of the object (as, g, v):
	// meta.k8s.io/v1 Table, PartialObjectMetadata(List), or
	// apidiscovery.k8s.io/v2 APIGroupDiscoveryList. Nil for none.
	Convert *schema.GroupVersionKind
	// UseDefault is true when the request had no Accept header and the
	// server's first media type (JSON) was taken.
	UseDefault bool
	// Stream is the stream parameter ("watch"), if any.
	Stream string
	// UseServerVersion is the sv parameter, if the endpoint allows it.
	UseServerVersion string
	// Unrecognized lists the parameters negotiation did not know.
	Unrecognized []string
	// Accepted is the serializer of the chosen media type.
	Accepted runtime.SerializerInfo
}

// acceptMediaTypeOptions reads a media range's parameters into options.
// It returns false when the endpoint cannot honour them; the caller then
// tries the next range.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.acceptMediaTypeOptions.
func acceptMediaTypeOptions(params map[string]string, accepts *runtime.SerializerInfo, endpoint EndpointRestrictions) (MediaTypeOptions, bool) {
	var options MediaTypeOptions
	convert := func() *schema.GroupVersionKind {
		if options.Convert == nil {
			options.Convert = &schema.GroupVersionKind{}
		}
		return options.Convert
	}
	for k, v := range params {
		switch k {
		case "as":
			convert().Kind = v
		case "g":
			convert().Group = v
		case "v":
			convert().Version = v
		case "stream":
			if len(v) > 0 && (accepts.StreamSerializer == nil || !endpoint.AllowsStreamSchema(v)) {
				return MediaTypeOptions{}, false
			}
			options.Stream = v
		case "sv":
			if len(v) > 0 && !endpoint.AllowsServerVersion(v) {
				return MediaTypeOptions{}, false
			}
			options.UseServerVersion = v
		case "export":
			options.Export = v == "1"
		case "pretty":
			options.Pretty = v == "1"
		default:
			options.Unrecognized = append(options.Unrecognized, k)
		}
	}
	if !endpoint.AllowsMediaTypeTransform(accepts.MediaTypeType, accepts.MediaTypeSubType, options.Convert) {
		return MediaTypeOptions{}, false
	}
	options.Accepted = *accepts
	return options, true
}

// NegotiateMediaTypeOptions returns the options of the best media range of
// header that one of accepted can serve and the endpoint allows. Clauses
// are tried best first, and for each clause the serializers in the
// server's order, so */* means JSON. An empty header takes the first
// serializer. A serializer the header rejects with q=0 is never chosen,
// even through a wildcard.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.NegotiateMediaTypeOptions.
func NegotiateMediaTypeOptions(header string, accepted []runtime.SerializerInfo, endpoint EndpointRestrictions) (MediaTypeOptions, bool) {
	if len(header) == 0 && len(accepted) > 0 {
		return MediaTypeOptions{UseDefault: true, Accepted: accepted[0]}, true
	}
	clauses := ParseAccept(header)
	rejected := rejectedMediaTypes(clauses, accepted)
	for i := range clauses {
		for j := range accepted {
			if rejected[j] {
				continue
			}
			if options, ok := matchedMediaTypeOptions(&clauses[i], &accepted[j], endpoint); ok {
				return options, true
			}
		}
	}
	return MediaTypeOptions{}, false
}

// matchedMediaTypeOptions reports whether a serializer satisfies a clause
// (exactly, through type/* or through */*) and if so reads its options.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.matchedMediaTypeOptions.
func matchedMediaTypeOptions(clause *AcceptClause, accepts *runtime.SerializerInfo, endpoint EndpointRestrictions) (MediaTypeOptions, bool) {
	if clause.Q <= 0 || clauseSpecificity(clause, accepts) < 0 {
		return MediaTypeOptions{}, false
	}
	return acceptMediaTypeOptions(clause.Params, accepts, endpoint)
}

// rejectedMediaTypes marks the serializers whose most specific matching
// clause has q=0 ("not acceptable", RFC 9110 12.5.1), so that
// "application/json;q=0, */*" does not get JSON through the wildcard.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.rejectedMediaTypes.
func rejectedMediaTypes(clauses []AcceptClause, accepted []runtime.SerializerInfo) []bool {
	rejected := make([]bool, len(accepted))
	for j := range accepted {
		best := -1
		for i := range clauses {
			if spec := clauseSpecificity(&clauses[i], &accepted[j]); spec > best {
				best = spec
				rejected[j] = clauses[i].Q <= 0
			}
		}
	}
	return rejected
}

// clauseSpecificity is 2 when a clause names the serializer's media type,
// 1 when it matches through type/*, 0 through */*, -1 when it does not match.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.clauseSpecificity.
func clauseSpecificity(clause *AcceptClause, accepts *runtime.SerializerInfo) int {
	switch {
	case clause.Type == accepts.MediaTypeType && clause.SubType == accepts.MediaTypeSubType:
		return 2
	case clause.Type == accepts.MediaTypeType && clause.SubType == "*":
		return 1
	case clause.Type == "*" && clause.SubType == "*":
		return 0
	}
	return -1
}
