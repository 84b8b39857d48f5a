package handlers

import (
	"context"
	"fmt"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// DeleteResource returns the handler of DELETE .../{resource}/{name}. With
// allowsOptions the DeleteOptions come from the body (JSON, YAML or
// protobuf; kubectl sends {"propagationPolicy":"Background"}) or, without
// a body, from the query. The answer is what the storage returns (the
// deleted object, or a Success Status), 200 OK; 202 Accepted when the
// object is not gone yet and the client asked for orphanDependents=false.
// Admission (admit; nil: none) runs in the storage, on the object about
// to be deleted.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.DeleteResource.
func DeleteResource(r rest.GracefulDeleter, allowsOptions bool, scope *RequestScope, admit admission.Interface) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		namespace, name, err := scope.Namer.Name(req)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		ctx, cancel := context.WithTimeout(req.Context(), requestTimeoutUpperBound)
		defer cancel()
		ctx = request.WithNamespace(ctx, namespace)
		outputMediaType, _, err := negotiation.NegotiateOutputMediaType(req, scope.Serializer, scope)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		options, err := deleteOptionsFromRequest(req, scope, allowsOptions)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		deleteValidation := deleteAdmission(ctx, scope, admit, namespace, name, options)
		wasDeleted := true
		result, err := finishRequest(ctx, func() (runtime.Object, error) {
			obj, deleted, err := r.Delete(ctx, name, deleteValidation, options)
			wasDeleted = deleted
			return obj, err
		})
		if err != nil {
			scope.err(err, w, req)
			return
		}
		status := deleteStatusCode(wasDeleted, options)
		if result == nil {
			result = &metav1.Status{Status: metav1.StatusSuccess, Code: int32(status),
				Details: &metav1.StatusDetails{Name: name, Kind: scope.Kind.Kind}}
		}
		transformResponseObject(ctx, scope, req, w, status, outputMediaType, result)
	}
}

// deleteAdmission is the storage's deleteValidation callback: mutating
// then validating admission on the object about to be deleted. name is
// empty for a collection (the storage runs the callback per object).
// Upstream: the staticAdmissionAttrs and rest.AdmissionToValidateObjectDeleteFunc
// calls of DeleteResource and DeleteCollection.
func deleteAdmission(ctx context.Context, scope *RequestScope, admit admission.Interface, namespace, name string,
	options *metav1.DeleteOptions) rest.ValidateObjectFunc {
	userInfo, _ := request.UserFrom(ctx)
	staticAdmissionAttrs := admission.NewAttributesRecord(nil, nil, scope.Kind, namespace, name, scope.Resource,
		scope.Subresource, admission.Delete, options, isDryRun(options.DryRun), userInfo)
	return rest.AdmissionToValidateObjectDeleteFunc(admit, staticAdmissionAttrs, scope)
}

// deleteStatusCode is 200, or 202 when the object is still there and the
// client asked for cascading deletion with the deprecated
// orphanDependents=false (upstream keeps 200 in every other case so as not
// to break old clients).
// Upstream: the status computation of DeleteResource.
func deleteStatusCode(wasDeleted bool, options *metav1.DeleteOptions) int {
	if !wasDeleted && options.OrphanDependents != nil && !*options.OrphanDependents {
		return http.StatusAccepted
	}
	return http.StatusOK
}

// DeleteCollection returns the handler of DELETE .../{resource}: delete
// every object the ListOptions in the query select. With checkBody the
// DeleteOptions come from the body or the query. No 34 s bound: deleting a
// collection may take long, as a list may. Admission (admit; nil: none)
// sees one DELETE per object.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.DeleteCollection.
func DeleteCollection(r rest.CollectionDeleter, checkBody bool, scope *RequestScope, admit admission.Interface) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		namespace, err := scope.Namer.Namespace(req)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		ctx := request.WithNamespace(req.Context(), namespace)
		outputMediaType, _, err := negotiation.NegotiateOutputMediaType(req, scope.Serializer, scope)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		listOptions, err := listOptionsFromRequest(req, scope)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		options, err := deleteOptionsFromRequest(req, scope, checkBody)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		deleteValidation := deleteAdmission(ctx, scope, admit, namespace, "", options)
		result, err := finishRequest(ctx, func() (runtime.Object, error) {
			return r.DeleteCollection(ctx, deleteValidation, options, listOptions)
		})
		if err != nil {
			scope.err(err, w, req)
			return
		}
		if result == nil {
			result = &metav1.Status{Status: metav1.StatusSuccess, Code: http.StatusOK,
				Details: &metav1.StatusDetails{Kind: scope.Kind.Kind}}
		}
		transformResponseObject(ctx, scope, req, w, http.StatusOK, outputMediaType, result)
	}
}

// deleteOptionsFromRequest reads DeleteOptions from the body, if there is
// one, else from the query (only when the endpoint reads options at all),
// and validates them.
// Upstream: the options steps of DeleteResource and DeleteCollection.
func deleteOptionsFromRequest(req *http.Request, scope *RequestScope, readOptions bool) (*metav1.DeleteOptions, error) {
	options := &metav1.DeleteOptions{}
	if readOptions {
		body, err := limitedReadBody(req, scope.MaxRequestBodyBytes)
		if err != nil {
			return nil, err
		}
		if len(body) > 0 {
			err = decodeDeleteOptionsBody(req, scope, body, options)
		} else {
			err = decodeQueryOptions(req, scope, options)
		}
		if err != nil {
			return nil, err
		}
	}
	if errs := validateDeleteOptions(options); len(errs) > 0 {
		return nil, errors.NewInvalid(schema.GroupKind{Group: metav1.GroupName, Kind: "DeleteOptions"}, "", errs)
	}
	options.TypeMeta.SetGroupVersionKind(metav1.SchemeGroupVersion.WithKind("DeleteOptions"))
	return options, nil
}

// decodeDeleteOptionsBody decodes a DeleteOptions body with meta.k8s.io's
// codecs: a body without apiVersion and kind is meta.k8s.io/v1, and one
// saying apiVersion: v1 (or any group's version) is accepted too, for old
// clients. A body that does not decode is passed on as it is, which the
// Status writer turns into a 500 with the decoder's message, as upstream.
// Upstream: the body branch of DeleteResource.
func decodeDeleteOptionsBody(req *http.Request, scope *RequestScope, body []byte, options *metav1.DeleteOptions) error {
	s, err := negotiation.NegotiateInputSerializer(req, false, metaCodecs)
	if err != nil {
		return err
	}
	defaultGVK := scope.metaGroupVersion().WithKind("DeleteOptions")
	decoder := metaCodecs.DecoderToVersion(s.Serializer, defaultGVK.GroupVersion())
	obj, _, err := decoder.Decode(body, &defaultGVK, options)
	if err != nil {
		return err
	}
	if obj != options {
		return fmt.Errorf("decoded object cannot be converted to DeleteOptions")
	}
	return nil
}
