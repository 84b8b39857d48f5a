package handlers

import (
	"context"
	stderrors "errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	kjson "sigs.k8s.io/json"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/util/jsonpatch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/util/strategicpatch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
)

// PatchResource returns the handler of PATCH .../{resource}/{name}.
// patchTypes are the Content-Types the resource accepts; the installer
// passes JSON patch, merge patch, strategic merge patch (built-in types
// only) and server-side apply (application/apply-patch+yaml). Any other
// type answers 415 listing patchTypes. admit is the server's admission
// chain (nil: none).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.PatchResource.
func PatchResource(r rest.Patcher, scope *RequestScope, admit admission.Interface, patchTypes []string) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		patchType, err := patchTypeOf(req, scope, patchTypes)
		if err != nil {
			scope.err(err, w, req)
			return
		}
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
		p, err := newPatcher(req, scope, r, patchType, name, namespace)
		if err == nil {
			p.userAgent = req.UserAgent()
		}
		if err != nil {
			scope.err(err, w, req)
			return
		}
		p.setAdmission(ctx, admit)
		result, wasCreated, err := p.patchResource(ctx)
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

// patchTypeOf returns the request's patch type: its Content-Type without
// parameters ("; charset=utf-8"), one of patchTypes. Server-side apply
// needs the resource's field manager: without one (a kind without a
// schema) it answers 415, as does the CBOR form of apply, which upstream
// accepts only behind a feature gate.
// Upstream: the first lines of PatchResource's handler.
func patchTypeOf(req *http.Request, scope *RequestScope, patchTypes []string) (string, error) {
	contentType := req.Header.Get("Content-Type")
	if idx := strings.Index(contentType, ";"); idx > 0 {
		contentType = contentType[:idx]
	}
	contentType = strings.TrimSpace(contentType)
	if contentType == applyYAMLPatchType && scope.FieldManager == nil {
		return "", errors.NewUnsupportedMediaType(fmt.Sprintf(
			"the body of the request was in an unsupported format (%s): this resource has no schema for server-side apply; "+
				"use client-side apply (kubectl apply without --server-side) or one of: %s",
			contentType, strings.Join(withoutApply(patchTypes), ", ")))
	}
	if !slices.Contains(patchTypes, contentType) || contentType == applyCBORPatchType {
		return "", negotiation.NewUnsupportedMediaTypeError(patchTypes)
	}
	return contentType, nil
}

// withoutApply lists the patch types other than server-side apply.
func withoutApply(patchTypes []string) []string {
	var out []string
	for _, t := range patchTypes {
		if t != applyYAMLPatchType && t != applyCBORPatchType {
			out = append(out, t)
		}
	}
	return out
}

// patcher applies one patch request. Storage calls its applyPatch with the
// stored object, possibly more than once (on a conflict it reads again).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.patcher.
type patcher struct {
	scope       *RequestScope
	restPatcher rest.Patcher

	name, namespace     string
	userAgent           string
	patchType           string
	patchBytes          []byte
	options             *metav1.PatchOptions
	validationDirective string

	// encoder writes the stored (hub) object as JSON in the request's
	// version, the version the patch was written against; decoder reads
	// the patched JSON back into the hub version, defaulting it, strictly
	// when fieldValidation asks.
	encoder runtime.Encoder
	decoder runtime.Decoder
	// schemaReferenceObj is the versioned Go type whose struct tags give a
	// strategic merge patch its merge keys and strategies.
	schemaReferenceObj runtime.Object

	// admissionCheck is mutating admission, run on the patched object
	// given the stored one; createValidation and updateValidation are
	// validating admission, run by the storage.
	admissionCheck   admission.MutationInterface
	createValidation rest.ValidateObjectFunc
	updateValidation rest.ValidateObjectUpdateFunc
	// createAttributes and updateAttributes are what admission sees, but
	// the objects.
	createAttributes, updateAttributes admission.Attributes
}

// setAdmission prepares the patcher's admission: the attributes of the
// request (the user, dry run, the options as CreateOptions or
// UpdateOptions) and the storage's validation callbacks.
// Upstream: the admission part of PatchResource's handler.
func (p *patcher) setAdmission(ctx context.Context, admit admission.Interface) {
	userInfo, _ := request.UserFrom(ctx)
	scope, dryRun := p.scope, isDryRun(p.options.DryRun)
	p.createAttributes = admission.NewAttributesRecord(nil, nil, scope.Kind, p.namespace, p.name, scope.Resource,
		scope.Subresource, admission.Create, patchToCreateOptions(p.options), dryRun, userInfo)
	p.updateAttributes = admission.NewAttributesRecord(nil, nil, scope.Kind, p.namespace, p.name, scope.Resource,
		scope.Subresource, admission.Update, patchToUpdateOptions(p.options), dryRun, userInfo)
	p.admissionCheck, _ = admit.(admission.MutationInterface)
	p.createValidation = rest.AdmissionToValidateObjectFunc(admit, p.createAttributes, scope)
	p.updateValidation = rest.AdmissionToValidateObjectUpdateFunc(admit, p.updateAttributes, scope)
}

// newPatcher reads the body and the PatchOptions and builds the codecs.
// Upstream: the middle of PatchResource's handler.
func newPatcher(req *http.Request, scope *RequestScope, r rest.Patcher, patchType, name, namespace string) (*patcher, error) {
	patchBytes, err := limitedReadBody(req, scope.MaxRequestBodyBytes)
	if err != nil {
		return nil, err
	}
	options := &metav1.PatchOptions{}
	if err := decodeQueryOptions(req, scope, options); err != nil {
		return nil, err
	}
	if errs := validatePatchOptions(options, patchType); len(errs) > 0 {
		return nil, errors.NewInvalid(schema.GroupKind{Group: metav1.GroupName, Kind: "PatchOptions"}, "", errs)
	}
	options.TypeMeta = metav1.TypeMeta{APIVersion: "meta.k8s.io/v1", Kind: "PatchOptions"}
	p := &patcher{
		scope: scope, restPatcher: r, name: name, namespace: namespace,
		patchType: patchType, patchBytes: patchBytes, options: options,
		validationDirective: fieldValidation(options.FieldValidation),
	}
	if err := p.buildCodecs(); err != nil {
		return nil, err
	}
	return p, nil
}

// buildCodecs sets the JSON encoder and decoder, and the SMP schema.
func (p *patcher) buildCodecs() error {
	info, ok := runtime.SerializerInfoForMediaType(p.scope.Serializer.SupportedMediaTypes(), "application/json")
	if !ok {
		return fmt.Errorf("no serializer defined for %v", "application/json")
	}
	decodeSerializer := info.Serializer
	if strictDecoding(p.validationDirective) && info.StrictSerializer != nil {
		decodeSerializer = info.StrictSerializer
	}
	p.encoder = p.scope.Serializer.EncoderForVersion(info.Serializer, p.scope.Kind.GroupVersion())
	p.decoder = p.scope.Serializer.DecoderToVersion(decodeSerializer, p.scope.HubGroupVersion)
	if p.patchType == strategicMergePatchType {
		obj, err := p.scope.Creater.New(p.scope.Kind)
		if err != nil {
			return err
		}
		p.schemaReferenceObj = obj
	}
	return nil
}

// patchResource hands the storage an UpdatedObjectInfo whose transforms
// apply the patch to whatever is stored at that moment, then run mutating
// admission on the result; validating admission runs in the storage.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*patcher).patchResource.
func (p *patcher) patchResource(ctx context.Context) (runtime.Object, bool, error) {
	info := rest.DefaultUpdatedObjectInfo(nil, p.applyPatch, p.applyAdmission, dedupOwnerReferencesTransformer)
	wasCreated := false
	result, err := finishRequest(ctx, func() (runtime.Object, error) {
		// An apply may create the object (upstream's forceAllowCreate).
		obj, created, err := p.restPatcher.Update(ctx, p.name, info, p.createValidation,
			p.updateValidation, p.patchType == applyYAMLPatchType, patchToUpdateOptions(p.options))
		wasCreated = created
		return obj, err
	})
	return result, wasCreated, err
}

// applyPatch is the transform: patch the stored object (or, for an apply
// when nothing is stored, create it), then check that the result kept its
// name, namespace and uid. A JSON, merge or strategic merge patch of an
// object that does not exist is a 404.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*patcher).applyPatch.
func (p *patcher) applyPatch(ctx context.Context, _, currentObject runtime.Object) (runtime.Object, error) {
	exists, err := hasUID(currentObject)
	if err != nil {
		return nil, err
	}
	var objToUpdate runtime.Object
	switch {
	case !exists && p.patchType == applyYAMLPatchType:
		objToUpdate, err = p.createNewObject(ctx)
	case !exists:
		return nil, errors.NewNotFound(p.scope.Resource.GroupResource(), p.name)
	default:
		objToUpdate, err = p.applyPatchToCurrentObject(ctx, currentObject)
	}
	if err != nil {
		return nil, err
	}
	if created, err := hasUID(objToUpdate); err != nil {
		return nil, err
	} else if created && !exists {
		accessor, _ := meta.Accessor(objToUpdate)
		return nil, errors.NewConflict(p.scope.Resource.GroupResource(), p.name,
			fmt.Errorf("uid mismatch: the provided object specified uid %s, and no existing object was found", accessor.GetUID()))
	}
	if err := ensureObjectNamespaceMatchesRequestNamespace(expectedNamespaceForResource(p.namespace, p.scope.Resource), objToUpdate); err != nil {
		return nil, err
	}
	if err := checkName(objToUpdate, p.name, p.namespace, p.scope.Namer); err != nil {
		return nil, err
	}
	if !exists {
		return objToUpdate, nil
	}
	return objToUpdate, checkUIDUnchanged(p.scope, objToUpdate, currentObject, p.name)
}

// applyAdmission runs mutating admission on the patched object, each time
// the storage asks for the updated object: an UPDATE with the stored object
// as the old one (a CREATE when nothing is stored, for upstream's apply
// patches, which may create).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*patcher).applyAdmission.
func (p *patcher) applyAdmission(ctx context.Context, patchedObject, currentObject runtime.Object) (runtime.Object, error) {
	if p.admissionCheck == nil {
		return patchedObject, nil
	}
	return mutatingAdmissionTransformer(p.admissionCheck, p.scope, p.createAttributes, p.updateAttributes)(ctx, patchedObject, currentObject)
}

// applyPatchToCurrentObject encodes the stored object as JSON in the
// request's version, applies the patch to those bytes, decodes the result
// like a PUT body, and records the manager in its managedFields. An apply
// goes to the field manager instead (apply.go).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*jsonPatcher).applyPatchToCurrentObject
// and (*smpPatcher).applyPatchToCurrentObject, which share these steps.
func (p *patcher) applyPatchToCurrentObject(ctx context.Context, currentObject runtime.Object) (runtime.Object, error) {
	if p.patchType == applyYAMLPatchType {
		return p.applyApplyPatch(ctx, currentObject)
	}
	currentJS, err := runtime.Encode(p.encoder, currentObject)
	if err != nil {
		return nil, err
	}
	var patchedJS []byte
	var strictErrs []error
	var invalidValue string
	switch p.patchType {
	case jsonPatchType:
		patchedJS, strictErrs, err = p.applyJSONPatch(currentJS)
		invalidValue = string(patchedJS)
	case mergePatchType:
		patchedJS, strictErrs, err = p.applyMergePatch(currentJS)
		invalidValue = string(patchedJS)
	case strategicMergePatchType:
		patchedJS, strictErrs, invalidValue, err = p.applyStrategicMergePatch(currentJS)
	default:
		err = fmt.Errorf("%v: unimplemented patch type", p.patchType)
	}
	if err != nil {
		return nil, err
	}
	objToUpdate, err := p.decodePatched(ctx, patchedJS, strictErrs, invalidValue)
	if err != nil || p.scope.FieldManager == nil {
		return objToUpdate, err
	}
	return p.scope.FieldManager.UpdateNoErrors(currentObject, objToUpdate, managerOrUserAgent(p.options.FieldManager, p.userAgent)), nil
}

// jsonPatchOp is one operation of a JSON patch, for strict decoding.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.jsonPatchOp.
type jsonPatchOp struct {
	Op    string      `json:"op"`
	Path  string      `json:"path"`
	From  string      `json:"from"`
	Value interface{} `json:"value"`
}

// applyJSONPatch applies an RFC 6902 patch. A malformed patch is a 400,
// more than 10000 operations a 413, an operation that does not apply (a
// failed "test", a missing path) a 422.
// Upstream: the JSONPatchType case of k8s.io/apiserver/pkg/endpoints/handlers.(*jsonPatcher).applyJSPatch.
func (p *patcher) applyJSONPatch(currentJS []byte) ([]byte, []error, error) {
	var strictErrs []error
	if strictDecoding(p.validationDirective) {
		var ops []jsonPatchOp
		var err error
		if strictErrs, err = kjson.UnmarshalStrict(p.patchBytes, &ops); err != nil {
			return nil, nil, errors.NewBadRequest(fmt.Sprintf("error decoding patch: %v", err))
		}
		for i, e := range strictErrs {
			strictErrs[i] = fmt.Errorf("json patch %w", e)
		}
	}
	patchedJS, err := jsonpatch.ApplyJSONPatch(currentJS, p.patchBytes)
	switch {
	case err == nil:
		return patchedJS, strictErrs, nil
	case stderrors.Is(err, jsonpatch.ErrInvalidJSONPatch):
		return nil, nil, errors.NewBadRequest(err.Error())
	case stderrors.Is(err, jsonpatch.ErrTooManyOperations):
		return nil, nil, errors.NewRequestEntityTooLargeError(err.Error())
	}
	return nil, nil, newUnprocessableEntity()
}

// applyMergePatch applies an RFC 7386 merge patch; a malformed one is a 400.
// Upstream: the MergePatchType case of k8s.io/apiserver/pkg/endpoints/handlers.(*jsonPatcher).applyJSPatch.
func (p *patcher) applyMergePatch(currentJS []byte) ([]byte, []error, error) {
	var strictErrs []error
	if strictDecoding(p.validationDirective) {
		v := map[string]interface{}{}
		var err error
		if strictErrs, err = kjson.UnmarshalStrict(p.patchBytes, &v); err != nil {
			return nil, nil, errors.NewBadRequest(fmt.Sprintf("error decoding patch: %v", err))
		}
	}
	patchedJS, err := jsonpatch.ApplyMergePatch(currentJS, p.patchBytes)
	switch {
	case stderrors.Is(err, jsonpatch.ErrInvalidMergePatch):
		return nil, nil, errors.NewBadRequest(err.Error())
	case err != nil:
		return nil, nil, err
	}
	return patchedJS, strictErrs, nil
}

// applyStrategicMergePatch applies a strategic merge patch, with the
// directives kubectl apply sends ($setElementOrder, $patch, $retainKeys,
// $deleteFromPrimitiveList). It also returns the patch as Go prints a map,
// the value upstream's 422 shows.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.strategicPatchObject and applyPatchToObject.
func (p *patcher) applyStrategicMergePatch(currentJS []byte) ([]byte, []error, string, error) {
	patchMap := map[string]interface{}{}
	var strictErrs []error
	var err error
	if strictDecoding(p.validationDirective) {
		strictErrs, err = kjson.UnmarshalStrict(p.patchBytes, &patchMap)
	} else {
		err = kjson.UnmarshalCaseSensitivePreserveInts(p.patchBytes, &patchMap)
	}
	if err != nil {
		return nil, nil, "", errors.NewBadRequest(err.Error())
	}
	patchedJS, err := strategicpatch.StrategicMergePatch(currentJS, p.patchBytes, p.schemaReferenceObj)
	if err != nil {
		return nil, nil, "", interpretStrategicMergePatchError(err)
	}
	return patchedJS, strictErrs, fmt.Sprintf("%+v", patchMap), nil
}

// interpretStrategicMergePatchError gives a malformed patch its HTTP code:
// 400 for bad syntax, 422 for lists of lists, the error as it is otherwise.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.interpretStrategicMergePatchError.
func interpretStrategicMergePatchError(err error) error {
	switch {
	case stderrors.Is(err, strategicpatch.ErrBadJSONDoc),
		stderrors.Is(err, strategicpatch.ErrBadPatchFormatForPrimitiveList),
		stderrors.Is(err, strategicpatch.ErrBadPatchFormatForRetainKeys),
		stderrors.Is(err, strategicpatch.ErrBadPatchFormatForSetElementOrderList):
		return errors.NewBadRequest(err.Error())
	case stderrors.Is(err, strategicpatch.ErrNoListOfLists):
		return newUnprocessableEntity()
	}
	return err
}

// newUnprocessableEntity is the 422 upstream builds with
// NewGenericServerResponse, whose message is fixed (the patch library's
// own message is not passed on).
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewGenericServerResponse(422, ...).
func newUnprocessableEntity() error {
	return &errors.StatusError{ErrStatus: metav1.Status{
		Status:  metav1.StatusFailure,
		Code:    http.StatusUnprocessableEntity,
		Reason:  metav1.StatusReasonInvalid,
		Message: "the server rejected our request due to an error in our request",
		Details: &metav1.StatusDetails{},
	}}
}

// decodePatched decodes the patched JSON into the hub version. Unknown or
// duplicate fields, in the patch or in the result, are warnings (Warn) or
// a 422 naming the patch (Strict); undecodable JSON is a 422 too.
// Upstream: the decoding half of (*jsonPatcher).applyPatchToCurrentObject.
func (p *patcher) decodePatched(ctx context.Context, patchedJS []byte, appliedStrictErrs []error, invalidValue string) (runtime.Object, error) {
	invalid := func(detail string) error {
		return errors.NewInvalid(schema.GroupKind{}, "", field.ErrorList{field.Invalid(field.NewPath("patch"), invalidValue, detail)})
	}
	objToUpdate := p.restPatcher.New()
	strictErrs := appliedStrictErrs
	if err := runtime.DecodeInto(p.decoder, patchedJS, objToUpdate); err != nil {
		strictErr, isStrict := runtime.AsStrictDecodingError(err)
		if !isStrict {
			return nil, invalid(err.Error())
		}
		strictErrs = append(strictErrs, strictErr.Errors()...)
	}
	if len(strictErrs) > 0 {
		if p.validationDirective != metav1.FieldValidationWarn {
			return nil, invalid(runtime.NewStrictDecodingError(strictErrs).Error())
		}
		addStrictDecodingWarnings(ctx, strictErrs)
	}
	return objToUpdate, nil
}

// checkUIDUnchanged answers 422 when a patch changed metadata.uid.
// Upstream checks this in the registry (ValidateObjectMetaUpdate, which
// stage 03's Store runs); the handler checks it too, so a stage 02 storage
// cannot be patched into another object.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateObjectMetaUpdate (uid).
func checkUIDUnchanged(scope *RequestScope, newObj, oldObj runtime.Object, name string) error {
	newMeta, err := meta.Accessor(newObj)
	if err != nil {
		return nil
	}
	oldMeta, err := meta.Accessor(oldObj)
	if err != nil || newMeta.GetUID() == oldMeta.GetUID() {
		return nil
	}
	return errors.NewInvalid(scope.Kind.GroupKind(), name, field.ErrorList{
		field.Invalid(field.NewPath("metadata", "uid"), newMeta.GetUID(), "field is immutable")})
}

// patchToCreateOptions carries a patch's options to the CREATE admission
// sees when a patch creates.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.patchToCreateOptions.
func patchToCreateOptions(po *metav1.PatchOptions) *metav1.CreateOptions {
	co := &metav1.CreateOptions{DryRun: po.DryRun, FieldManager: po.FieldManager, FieldValidation: po.FieldValidation}
	co.TypeMeta.SetGroupVersionKind(metav1.SchemeGroupVersion.WithKind("CreateOptions"))
	return co
}

// patchToUpdateOptions carries a patch's options to the storage's Update.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.patchToUpdateOptions.
func patchToUpdateOptions(po *metav1.PatchOptions) *metav1.UpdateOptions {
	uo := &metav1.UpdateOptions{DryRun: po.DryRun, FieldManager: po.FieldManager, FieldValidation: po.FieldValidation}
	uo.TypeMeta.SetGroupVersionKind(metav1.SchemeGroupVersion.WithKind("UpdateOptions"))
	return uo
}
