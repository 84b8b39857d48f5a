package errors

import (
	"encoding/json"
	"fmt"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

var pods = schema.GroupResource{Resource: "pods"}
var deployments = schema.GroupResource{Group: "apps", Resource: "deployments"}

// TestStatusBodies compares the JSON body of each error with the one
// upstream writes; the NotFound line is the exact body of
// reference/kube-apiserver-v1.37 (a GET of a missing configmap).
func TestStatusBodies(t *testing.T) {
	tests := []struct {
		err  *StatusError
		want string
	}{
		{NewNotFound(schema.GroupResource{Resource: "configmaps"}, "c1"),
			`{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"configmaps \"c1\" not found","reason":"NotFound","details":{"name":"c1","kind":"configmaps"},"code":404}`},
		{NewAlreadyExists(deployments, "web"),
			`{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"deployments.apps \"web\" already exists","reason":"AlreadyExists","details":{"name":"web","group":"apps","kind":"deployments"},"code":409}`},
		{NewConflict(pods, "p", fmt.Errorf("the object has been modified; please apply your changes to the latest version and try again")),
			`{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Operation cannot be fulfilled on pods \"p\": the object has been modified; please apply your changes to the latest version and try again","reason":"Conflict","details":{"name":"p","kind":"pods"},"code":409}`},
		{NewMethodNotSupported(pods, "deletecollection"),
			`{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"deletecollection is not supported on resources of kind \"pods\"","reason":"MethodNotAllowed","details":{"kind":"pods"},"code":405}`},
		{NewInvalid(schema.GroupKind{Kind: "ConfigMap"}, "Bad_Name", field.ErrorList{field.Invalid(field.NewPath("metadata", "name"), "Bad_Name", "a lowercase RFC 1123 subdomain")}),
			`{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"ConfigMap \"Bad_Name\" is invalid: metadata.name: Invalid value: \"Bad_Name\": a lowercase RFC 1123 subdomain","reason":"Invalid","details":{"name":"Bad_Name","kind":"ConfigMap","causes":[{"reason":"FieldValueInvalid","message":"Invalid value: \"Bad_Name\": a lowercase RFC 1123 subdomain","field":"metadata.name"}]},"code":422}`},
		{NewRequestEntityTooLargeError("limit is 3145728"),
			`{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Request entity too large: limit is 3145728","reason":"RequestEntityTooLarge","code":413}`},
		{NewResourceExpired("too old resource version: 1 (5)"),
			`{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"too old resource version: 1 (5)","reason":"Expired","code":410}`},
		{NewInternalError(fmt.Errorf("boom")),
			`{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Internal error occurred: boom","reason":"InternalError","details":{"causes":[{"message":"boom"}]},"code":500}`},
	}
	for _, tt := range tests {
		status := tt.err.Status()
		got, err := json.Marshal(&status)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != tt.want {
			t.Errorf("got  %s\nwant %s", got, tt.want)
		}
	}
}

func TestPredicates(t *testing.T) {
	wrapped := fmt.Errorf("storage: %w", NewNotFound(pods, "p"))
	if !IsNotFound(wrapped) || IsConflict(wrapped) {
		t.Errorf("predicates do not see through wrapping")
	}
	if ReasonForError(fmt.Errorf("plain")) != metav1.StatusReasonUnknown {
		t.Errorf("plain error: got a reason")
	}
	if !IsResourceExpired(NewResourceExpired("x")) || !IsGone(NewGone("x")) || !IsInvalid(NewInvalid(schema.GroupKind{Kind: "Pod"}, "p", nil)) {
		t.Errorf("predicates disagree with constructors")
	}
}
