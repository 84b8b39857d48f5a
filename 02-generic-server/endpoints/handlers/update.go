package handlers

import (
	"context"
	"net/http"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
)

// UpdateResource returns the handler of PUT .../{resource}/{name}: decode
// the body, check it against the URL, and hand it to the storage as the
// new object; 200 OK, or 201 Created when the storage created it.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.UpdateResource.
func UpdateResource(r rest.Updater, scope *RequestScope) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		namespace, name, err := scope.Namer.Name(req)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		ctx, cancel := context.WithTimeout(req.Context(), requestTimeoutUpperBound)
		defer cancel()
		ctx = warning.EnsureWarningRecorder(request.WithNamespace(ctx, namespace), w)
		outputMediaType, _, err := negotiation.NegotiateOutputMediaType(req, scope.Serializer, scope)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		obj, options, err := decodeUpdateRequest(ctx, req, scope, r.New())
		if err == nil {
			err = checkUpdatedObject(scope, obj, namespace, name)
		}
		if err != nil {
			scope.err(err, w, req)
			return
		}
		dedupOwnerReferencesAndAddWarning(ctx, obj)
		wasCreated := false
		result, err := finishRequest(ctx, func() (runtime.Object, error) {
			obj, created, err := r.Update(ctx, name, rest.DefaultUpdatedObjectInfo(obj),
				rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, options)
			wasCreated = created
			return obj, err
		})
		if err != nil {
			scope.err(err, w, req)
			return
		}
		status := http.StatusOK
		if wasCreated {
			status = http.StatusCreated
		}
		transformResponseObject(ctx, scope, req, w, status, outputMediaType, result)
	}
}

// decodeUpdateRequest reads the body, the UpdateOptions from the query,
// and decodes the body into the hub version.
// Upstream: the middle of k8s.io/apiserver/pkg/endpoints/handlers.UpdateResource.
func decodeUpdateRequest(ctx context.Context, req *http.Request, scope *RequestScope, into runtime.Object) (runtime.Object, *metav1.UpdateOptions, error) {
	body, err := limitedReadBody(req, scope.MaxRequestBodyBytes)
	if err != nil {
		return nil, nil, err
	}
	options := &metav1.UpdateOptions{}
	if err := decodeQueryOptions(req, scope, options); err != nil {
		return nil, nil, err
	}
	if errs := validateUpdateOptions(options); len(errs) > 0 {
		return nil, nil, errors.NewInvalid(schema.GroupKind{Group: metav1.GroupName, Kind: "UpdateOptions"}, "", errs)
	}
	options.TypeMeta.SetGroupVersionKind(metav1.SchemeGroupVersion.WithKind("UpdateOptions"))
	s, err := negotiation.NegotiateInputSerializer(req, false, scope.Serializer)
	if err != nil {
		return nil, nil, err
	}
	obj, err := decodeBody(ctx, scope, s, body, into, fieldValidation(options.FieldValidation))
	if err != nil {
		return nil, nil, err
	}
	return obj, options, nil
}

// checkUpdatedObject fills the object's namespace from the URL (or
// answers 400 when they disagree) and checks its name against the URL's.
// Upstream: the namespace and checkName steps of UpdateResource.
func checkUpdatedObject(scope *RequestScope, obj runtime.Object, namespace, name string) error {
	if err := ensureObjectNamespaceMatchesRequestNamespace(expectedNamespaceForResource(namespace, scope.Resource), obj); err != nil {
		return err
	}
	return checkName(obj, name, namespace, scope.Namer)
}
