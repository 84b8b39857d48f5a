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
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
)

// UpdateResource returns the handler of PUT .../{resource}/{name}: decode
// the body, check it against the URL, and hand it to the storage as the
// new object; 200 OK, or 201 Created when the storage created it. admit
// is the server's admission chain (nil: none).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.UpdateResource.
func UpdateResource(r rest.Updater, scope *RequestScope, admit admission.Interface) http.HandlerFunc {
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
			obj, created, err := updateWithAdmission(ctx, r, scope, admit, namespace, name, obj, options, req.UserAgent())
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

// updateWithAdmission hands the storage the new object with two
// transformers, run on the new object given the stored one on every
// retry: the field manager, then mutating admission, and validating admission as the createValidation
// (a PUT that creates) and updateValidation callbacks.
// Upstream: the transformers and requestFunc of UpdateResource.
func updateWithAdmission(ctx context.Context, r rest.Updater, scope *RequestScope, admit admission.Interface,
	namespace, name string, obj runtime.Object, options *metav1.UpdateOptions, userAgent string) (runtime.Object, bool, error) {
	userInfo, _ := request.UserFrom(ctx)
	dryRun := isDryRun(options.DryRun)
	createAttributes := admission.NewAttributesRecord(nil, nil, scope.Kind, namespace, name, scope.Resource,
		scope.Subresource, admission.Create, updateToCreateOptions(options), dryRun, userInfo)
	updateAttributes := admission.NewAttributesRecord(nil, nil, scope.Kind, namespace, name, scope.Resource,
		scope.Subresource, admission.Update, options, dryRun, userInfo)
	transformers := []rest.TransformFunc{fieldManagerTransformer(scope, managerOrUserAgent(options.FieldManager, userAgent))}
	if mutatingAdmission, ok := admit.(admission.MutationInterface); ok {
		transformers = append(transformers,
			mutatingAdmissionTransformer(mutatingAdmission, scope, createAttributes, updateAttributes),
			dedupOwnerReferencesTransformer)
	}
	return r.Update(ctx, name, rest.DefaultUpdatedObjectInfo(obj, transformers...),
		rest.AdmissionToValidateObjectFunc(admit, createAttributes, scope),
		rest.AdmissionToValidateObjectUpdateFunc(admit, updateAttributes, scope), false, options)
}

// mutatingAdmissionTransformer admits the new object: as a CREATE when
// nothing is stored (the old object has no uid), else as an UPDATE with
// the stored object as the old one. The static attributes give the rest.
// Upstream: the mutating admission transformer of UpdateResource and
// k8s.io/apiserver/pkg/endpoints/handlers.(*patcher).applyAdmission.
func mutatingAdmissionTransformer(mutatingAdmission admission.MutationInterface, scope *RequestScope,
	createAttributes, updateAttributes admission.Attributes) rest.TransformFunc {
	return func(ctx context.Context, newObj, oldObj runtime.Object) (runtime.Object, error) {
		exists, err := hasUID(oldObj)
		if err != nil {
			return nil, fmt.Errorf("unexpected error when extracting UID from oldObj: %v", err.Error())
		}
		static, old := updateAttributes, oldObj
		if !exists {
			static, old = createAttributes, nil
		}
		if !mutatingAdmission.Handles(static.GetOperation()) {
			return newObj, nil
		}
		a := admission.NewAttributesRecord(newObj, old, static.GetKind(), static.GetNamespace(), static.GetName(),
			static.GetResource(), static.GetSubresource(), static.GetOperation(), static.GetOperationOptions(),
			static.IsDryRun(), static.GetUserInfo())
		return newObj, mutatingAdmission.Admit(ctx, a, scope)
	}
}

// dedupOwnerReferencesTransformer drops repeated owner references again,
// after mutating admission, which may have added some.
// Upstream: the transformer after mutating admission in UpdateResource and
// k8s.io/apiserver/pkg/endpoints/handlers.(*patcher).patchResource.
func dedupOwnerReferencesTransformer(ctx context.Context, newObj, _ runtime.Object) (runtime.Object, error) {
	dedupOwnerReferencesAndAddWarning(ctx, newObj)
	return newObj, nil
}

// updateToCreateOptions carries an update's options to the CREATE
// admission sees when a PUT creates.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.updateToCreateOptions.
func updateToCreateOptions(uo *metav1.UpdateOptions) *metav1.CreateOptions {
	co := &metav1.CreateOptions{DryRun: uo.DryRun, FieldManager: uo.FieldManager, FieldValidation: uo.FieldValidation}
	co.TypeMeta.SetGroupVersionKind(metav1.SchemeGroupVersion.WithKind("CreateOptions"))
	return co
}
