package responsewriters

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// WriteObjectNegotiated encodes object in the media type the Accept header
// asks for, within restrictions, converted to gv by s, and writes it with
// statusCode. With listGVKInContentType the Content-Type names the kind
// the client asked for (application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList),
// as aggregated discovery answers. When negotiation fails it writes the
// 406 Status as plain JSON, unless statusCode already is an error: then
// that error object is written, as plain JSON, so it is not hidden.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.WriteObjectNegotiated.
func WriteObjectNegotiated(s runtime.NegotiatedSerializer, restrictions negotiation.EndpointRestrictions, gv schema.GroupVersion, w http.ResponseWriter, req *http.Request, statusCode int, object runtime.Object, listGVKInContentType bool) {
	mediaType, serializer, err := negotiation.NegotiateOutputMediaType(req, s, restrictions)
	if err != nil {
		if statusCode < http.StatusOK || statusCode >= http.StatusBadRequest {
			WriteRawJSON(statusCode, object, w)
			return
		}
		status := ErrorToAPIStatus(err)
		WriteRawJSON(int(status.Code), status, w)
		return
	}
	encoder := s.EncoderForVersion(serializer.Serializer, gv)
	contentType := serializer.MediaType
	if listGVKInContentType {
		contentType = generateMediaTypeWithGVK(serializer.MediaType, mediaType.Convert)
	}
	SerializeObject(contentType, encoder, w, req, statusCode, object)
}

// generateMediaTypeWithGVK appends ;g=...;v=...;as=... for the parts of
// gvk that are set. Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.generateMediaTypeWithGVK.
func generateMediaTypeWithGVK(mediaType string, gvk *schema.GroupVersionKind) string {
	if gvk == nil {
		return mediaType
	}
	if gvk.Group != "" {
		mediaType += ";g=" + gvk.Group
	}
	if gvk.Version != "" {
		mediaType += ";v=" + gvk.Version
	}
	if gvk.Kind != "" {
		mediaType += ";as=" + gvk.Kind
	}
	return mediaType
}

// SerializeObject encodes object with encoder and writes it with
// statusCode and Content-Type mediaType, gzip-compressed when the client
// accepts gzip and the body is over 128 KiB. If encoding fails before
// anything was sent, it writes the error's Status instead (its code
// replacing a successful statusCode), falling back to text/plain if even
// the Status cannot be encoded.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.SerializeObject.
func SerializeObject(mediaType string, encoder runtime.Encoder, hw http.ResponseWriter, req *http.Request, statusCode int, object runtime.Object) {
	w := &deferredResponseWriter{
		mediaType:       mediaType,
		statusCode:      statusCode,
		contentEncoding: ContentEncodingSupported(req),
		hw:              hw,
	}
	err := encoder.Encode(object, w)
	if err == nil {
		if err := w.Close(); err != nil {
			klog.Errorf("apiserver was unable to close cleanly the response writer: %v", err)
		}
		return
	}
	klog.Errorf("apiserver was unable to write a %s response: %v", mediaType, err)
	w.discardBufferedResponse()
	status := ErrorToAPIStatus(err)
	if statusCode >= http.StatusOK && statusCode < http.StatusBadRequest {
		w.statusCode = int(status.Code)
	}
	output, err := runtime.Encode(encoder, status)
	if err != nil {
		w.mediaType = "text/plain"
		output = fmt.Appendf(nil, "%s: %s", status.Reason, status.Message)
	}
	if _, err := w.Write(output); err != nil {
		klog.Errorf("apiserver was unable to write a fallback %s response: %v", w.mediaType, err)
	}
	_ = w.Close()
}

// ErrorNegotiated writes err as a Status in the negotiated media type and
// returns its HTTP code. A Status is unversioned (apiVersion v1 in every
// group), so gv only picks the codec. A Status asking for a retry sets
// Retry-After; a 204 writes no body.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.ErrorNegotiated.
func ErrorNegotiated(err error, s runtime.NegotiatedSerializer, gv schema.GroupVersion, w http.ResponseWriter, req *http.Request) int {
	status := ErrorToAPIStatus(err)
	code := int(status.Code)
	if status.Details != nil && status.Details.RetryAfterSeconds > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(status.Details.RetryAfterSeconds)))
	}
	if code == http.StatusNoContent {
		w.WriteHeader(code)
		return code
	}
	WriteObjectNegotiated(s, negotiation.DefaultEndpointRestrictions, gv, w, req, code, status, false)
	return code
}

// WriteRawJSON writes object as indented JSON with encoding/json, without
// negotiation or a codec: for bodies that are not API objects, and for the
// 406 that negotiation itself failed to avoid.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.WriteRawJSON.
func WriteRawJSON(statusCode int, object interface{}, w http.ResponseWriter) {
	output, err := json.MarshalIndent(object, "", "  ")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(statusCode)
	_, _ = w.Write(output)
}
