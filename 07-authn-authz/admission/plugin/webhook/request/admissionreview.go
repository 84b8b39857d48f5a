// Package request builds the AdmissionReview the server sends a webhook
// and checks the one it gets back.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/request.
// Left out: v1beta1 reviews (validation requires webhooks to accept v1).
package request

import (
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/google/uuid"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
	authenticationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/v1"
)

// ReviewAPIVersion is the apiVersion of the reviews we send and expect.
const ReviewAPIVersion = admissionv1.GroupName + "/v1"

// CreateAdmissionReview builds the review of one call: a fresh uid, the
// request as the invocation presents it (kind, resource, subresource)
// and as the client made it (requestKind, requestResource,
// requestSubResource), the user, the objects in the invocation's
// version, dryRun and the options.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/request.CreateV1AdmissionReview
// (with CreateAdmissionObjects picking the version).
func CreateAdmissionReview(attr *generic.VersionedAttributes, invocation *generic.WebhookInvocation) (*admissionv1.AdmissionReview, error) {
	options, err := encodeOptions(attr.GetOperationOptions())
	if err != nil {
		return nil, err
	}
	dryRun := attr.IsDryRun()
	kind, resource := attr.GetKind(), attr.GetResource()
	req := &admissionv1.AdmissionRequest{
		UID:                metav1.UID(uuid.NewString()),
		Kind:               admissionv1.GroupVersionKind{Group: invocation.Kind.Group, Version: invocation.Kind.Version, Kind: invocation.Kind.Kind},
		Resource:           admissionv1.GroupVersionResource{Group: invocation.Resource.Group, Version: invocation.Resource.Version, Resource: invocation.Resource.Resource},
		SubResource:        invocation.Subresource,
		RequestKind:        &admissionv1.GroupVersionKind{Group: kind.Group, Version: kind.Version, Kind: kind.Kind},
		RequestResource:    &admissionv1.GroupVersionResource{Group: resource.Group, Version: resource.Version, Resource: resource.Resource},
		RequestSubResource: attr.GetSubresource(),
		Name:               attr.GetName(),
		Namespace:          attr.GetNamespace(),
		Operation:          admissionv1.Operation(attr.GetOperation()),
		UserInfo:           userInfo(attr.GetUserInfo()),
		Object:             runtime.RawExtension{Object: attr.VersionedObject},
		OldObject:          runtime.RawExtension{Object: attr.VersionedOldObject},
		DryRun:             &dryRun,
		Options:            options,
	}
	review := &admissionv1.AdmissionReview{Request: req}
	review.APIVersion, review.Kind = ReviewAPIVersion, "AdmissionReview"
	return review, nil
}

// userInfo copies the requesting user; no user (no authenticator) is the
// empty one.
// Upstream: the UserInfo part of CreateV1AdmissionReview.
func userInfo(u user.Info) authenticationv1.UserInfo {
	if u == nil {
		return authenticationv1.UserInfo{}
	}
	info := authenticationv1.UserInfo{Username: u.GetName(), UID: u.GetUID(), Groups: u.GetGroups()}
	if extra := u.GetExtra(); len(extra) > 0 {
		info.Extra = map[string]authenticationv1.ExtraValue{}
		for k, v := range extra {
			info.Extra[k] = v
		}
	}
	return info
}

// encodeOptions writes CreateOptions, UpdateOptions or DeleteOptions as
// meta.k8s.io/v1 JSON with their apiVersion and kind, as upstream's
// serializer does. Our option types carry no kind, so it is their Go
// type's name.
func encodeOptions(options runtime.Object) (runtime.RawExtension, error) {
	if options == nil || reflect.ValueOf(options).IsNil() {
		return runtime.RawExtension{}, nil
	}
	body, err := json.Marshal(options)
	if err != nil {
		return runtime.RawExtension{}, err
	}
	var fields map[string]any
	if err := json.Unmarshal(body, &fields); err != nil {
		return runtime.RawExtension{}, err
	}
	fields["apiVersion"] = "meta.k8s.io/v1"
	fields["kind"] = reflect.TypeOf(options).Elem().Name()
	raw, err := json.Marshal(fields)
	return runtime.RawExtension{Raw: raw}, err
}

// AdmissionResponse is what a verified response says.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/request.AdmissionResponse.
type AdmissionResponse struct {
	AuditAnnotations map[string]string
	Allowed          bool
	Patch            []byte
	PatchType        admissionv1.PatchType
	Result           *metav1.Status
	Warnings         []string
}

// VerifyAdmissionResponse checks a webhook's answer: a v1
// AdmissionReview with a response for our uid, and a patch (with its
// type) only from a mutating webhook.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/request.VerifyAdmissionResponse.
func VerifyAdmissionResponse(uid metav1.UID, mutating bool, review *admissionv1.AdmissionReview) (*AdmissionResponse, error) {
	r := review.Response
	if r == nil {
		return nil, fmt.Errorf("webhook response was absent")
	}
	if r.UID != uid {
		return nil, fmt.Errorf("expected response.uid=%q, got %q", uid, r.UID)
	}
	if review.APIVersion != ReviewAPIVersion || review.Kind != "AdmissionReview" {
		return nil, fmt.Errorf("expected webhook response of %s, Kind=AdmissionReview, got %s, Kind=%s", ReviewAPIVersion, review.APIVersion, review.Kind)
	}
	resp := &AdmissionResponse{AuditAnnotations: r.AuditAnnotations, Allowed: r.Allowed, Result: r.Result, Warnings: r.Warnings}
	if !mutating {
		if len(r.Patch) > 0 {
			return nil, fmt.Errorf("validating webhook may not return response.patch")
		}
		if r.PatchType != nil {
			return nil, fmt.Errorf("validating webhook may not return response.patchType")
		}
		return resp, nil
	}
	if len(r.Patch) > 0 && r.PatchType == nil {
		return nil, fmt.Errorf("webhook returned response.patch but not response.patchType")
	}
	if len(r.Patch) == 0 && r.PatchType != nil {
		return nil, fmt.Errorf("webhook returned response.patchType but not response.patch")
	}
	resp.Patch = r.Patch
	if r.PatchType != nil {
		if *r.PatchType == "" {
			return nil, fmt.Errorf("webhook returned invalid response.patchType of %q", *r.PatchType)
		}
		resp.PatchType = *r.PatchType
	}
	return resp, nil
}
