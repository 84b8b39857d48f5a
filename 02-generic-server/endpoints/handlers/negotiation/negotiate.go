package negotiation

import (
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// MediaTypesForSerializer lists the media types a serializer speaks
// (application/json, application/yaml, application/vnd.kubernetes.protobuf)
// and the stream media types of those that can stream a watch
// (application/json;stream=watch ...). They go into 406 and 415 messages
// and into the Produces of go-restful routes.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.MediaTypesForSerializer.
func MediaTypesForSerializer(ns runtime.NegotiatedSerializer) (mediaTypes, streamMediaTypes []string) {
	for _, info := range ns.SupportedMediaTypes() {
		mediaTypes = append(mediaTypes, info.MediaType)
		if info.StreamSerializer != nil {
			streamMediaTypes = append(streamMediaTypes, info.MediaType+";stream=watch")
		}
	}
	return mediaTypes, streamMediaTypes
}

// NegotiateOutputMediaType picks the response's media type and serializer
// from the Accept header, within what restrictions allow, and switches to
// the pretty serializer when the Accept asks for pretty=1, the query for
// ?pretty=true, or the client is curl, Wget or a browser. It returns a 406
// error when nothing acceptable can be served.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.NegotiateOutputMediaType.
func NegotiateOutputMediaType(req *http.Request, ns runtime.NegotiatedSerializer, restrictions EndpointRestrictions) (MediaTypeOptions, runtime.SerializerInfo, error) {
	mediaType, ok := NegotiateMediaTypeOptions(req.Header.Get("Accept"), ns.SupportedMediaTypes(), restrictions)
	if !ok {
		supported, _ := MediaTypesForSerializer(ns)
		return mediaType, runtime.SerializerInfo{}, NewNotAcceptableError(supported)
	}
	info := mediaType.Accepted
	if (mediaType.Pretty || isPrettyPrint(req)) && info.PrettySerializer != nil {
		info.Serializer = info.PrettySerializer
	}
	return mediaType, info, nil
}

// NegotiateOutputSerializer is NegotiateOutputMediaType for endpoints that
// allow no transformation.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.NegotiateOutputSerializer.
func NegotiateOutputSerializer(req *http.Request, ns runtime.NegotiatedSerializer) (runtime.SerializerInfo, error) {
	_, info, err := NegotiateOutputMediaType(req, ns, DefaultEndpointRestrictions)
	return info, err
}

// NegotiateOutputMediaTypeStream picks the serializer of a watch stream:
// the negotiated media type must have a StreamSerializer (YAML has none).
// The 406 lists the stream media types.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.NegotiateOutputMediaTypeStream.
func NegotiateOutputMediaTypeStream(req *http.Request, ns runtime.NegotiatedSerializer, restrictions EndpointRestrictions) (runtime.SerializerInfo, error) {
	mediaType, ok := NegotiateMediaTypeOptions(req.Header.Get("Accept"), ns.SupportedMediaTypes(), restrictions)
	if !ok || mediaType.Accepted.StreamSerializer == nil {
		_, supported := MediaTypesForSerializer(ns)
		return runtime.SerializerInfo{}, NewNotAcceptableError(supported)
	}
	return mediaType.Accepted, nil
}

// NegotiateInputSerializer picks the serializer that decodes the request
// body, from its Content-Type.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.NegotiateInputSerializer.
func NegotiateInputSerializer(req *http.Request, streaming bool, ns runtime.NegotiatedSerializer) (runtime.SerializerInfo, error) {
	return NegotiateInputSerializerForMediaType(req.Header.Get("Content-Type"), streaming, ns)
}

// NegotiateInputSerializerForMediaType returns the serializer of a
// Content-Type. An empty one means the first (JSON), as it always has; an
// unknown one is a 415 listing what is accepted (the stream media types
// when streaming). Parameters such as charset=utf-8 are ignored.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.NegotiateInputSerializerForMediaType.
func NegotiateInputSerializerForMediaType(mediaType string, streaming bool, ns runtime.NegotiatedSerializer) (runtime.SerializerInfo, error) {
	mediaTypes := ns.SupportedMediaTypes()
	if len(mediaType) == 0 && len(mediaTypes) > 0 {
		mediaType = mediaTypes[0].MediaType
	}
	if parsed, _, err := mime.ParseMediaType(mediaType); err == nil {
		for _, info := range mediaTypes {
			if info.MediaType == parsed {
				return info, nil
			}
		}
	}
	supported, streamingSupported := MediaTypesForSerializer(ns)
	if streaming {
		return runtime.SerializerInfo{}, NewUnsupportedMediaTypeError(streamingSupported)
	}
	return runtime.SerializerInfo{}, NewUnsupportedMediaTypeError(supported)
}

// isPrettyPrint reports whether ?pretty says so or, without it, whether the
// client looks like a human's tool (curl, Wget, a browser).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.isPrettyPrint.
func isPrettyPrint(req *http.Request) bool {
	if req.URL != nil && strings.Contains(req.URL.RawQuery, "pretty") {
		if pp := req.URL.Query().Get("pretty"); len(pp) > 0 {
			pretty, _ := strconv.ParseBool(pp)
			return pretty
		}
	}
	userAgent := req.UserAgent()
	return strings.HasPrefix(userAgent, "curl") || strings.HasPrefix(userAgent, "Wget") || strings.HasPrefix(userAgent, "Mozilla/5.0")
}

// EndpointRestrictions is what an endpoint tells negotiation it can do
// beyond plain encoding. A media range whose parameters ask for more is
// skipped, so the client's next choice gets a chance.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.EndpointRestrictions.
type EndpointRestrictions interface {
	// AllowsMediaTypeTransform reports whether the endpoint can serve the
	// media type with the transformation the as/g/v parameters ask for
	// (target is nil when they ask for none).
	AllowsMediaTypeTransform(mimeType, mimeSubType string, target *schema.GroupVersionKind) bool
	// AllowsServerVersion reports whether the sv parameter's version is
	// valid for the endpoint's group.
	AllowsServerVersion(version string) bool
	// AllowsStreamSchema reports whether the stream parameter's schema
	// ("watch") is valid.
	AllowsStreamSchema(schema string) bool
}

// DefaultEndpointRestrictions allows plain encodings and watch streams,
// and no transformation: a Table asked of it is skipped.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/negotiation.DefaultEndpointRestrictions.
var DefaultEndpointRestrictions EndpointRestrictions = emptyEndpointRestrictions{}

type emptyEndpointRestrictions struct{}

func (emptyEndpointRestrictions) AllowsMediaTypeTransform(_, _ string, gvk *schema.GroupVersionKind) bool {
	return gvk == nil
}
func (emptyEndpointRestrictions) AllowsServerVersion(string) bool  { return false }
func (emptyEndpointRestrictions) AllowsStreamSchema(s string) bool { return s == "watch" }
