package server

import (
	"encoding/json"
	"fmt"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// newGenericServerResponse turns an HTTP code into the Status a Kubernetes
// client expects: a reason it can switch on and a fixed message.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewGenericServerResponse
// (with no verb, resource or name, as the server error handlers call it).
func newGenericServerResponse(code int, serverMessage string) metav1.Status {
	reason := metav1.StatusReasonUnknown
	message := fmt.Sprintf("the server responded with the status code %d but did not return more information", code)
	switch code {
	case http.StatusNotFound:
		reason, message = metav1.StatusReasonNotFound, "the server could not find the requested resource"
	case http.StatusMethodNotAllowed:
		reason, message = metav1.StatusReasonMethodNotAllowed, "the server does not allow this method on the requested resource"
	case http.StatusNotAcceptable:
		reason, message = metav1.StatusReasonNotAcceptable, serverMessage
	case http.StatusUnsupportedMediaType:
		reason, message = metav1.StatusReasonUnsupportedMediaType, serverMessage
	case http.StatusBadRequest:
		reason, message = metav1.StatusReasonBadRequest, "the server rejected our request for an unknown reason"
	default:
		if code >= 500 {
			reason = metav1.StatusReasonInternalError
			message = fmt.Sprintf("an error on the server (%q) has prevented the request from succeeding", serverMessage)
		}
	}
	return metav1.Status{
		TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"},
		Status:   metav1.StatusFailure,
		Message:  message,
		Reason:   reason,
		Details:  &metav1.StatusDetails{},
		Code:     int32(code),
	}
}

// writeStatus writes status as JSON with its code. For a Status this is the
// same bytes the v1 JSON codec of stage 01 writes; part 2 of this stage
// replaces it with content negotiation (JSON, YAML, protobuf).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.ErrorNegotiated.
func writeStatus(w http.ResponseWriter, status metav1.Status) {
	body, err := json.Marshal(status)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(int(status.Code))
	_, _ = w.Write(append(body, '\n'))
}
