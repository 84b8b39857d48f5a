package handlers

import (
	"context"
	"fmt"
	"net/http"
	"reflect"

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

// namespaceGroupResource is the namespaces resource: creating one puts it
// "in" itself, as far as the request's namespace goes.
var namespaceGroupResource = schema.GroupResource{Group: "", Resource: "namespaces"}

// CreateResource returns the handler of POST .../{resource}; admit is
// the server's admission chain (nil: none).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.CreateResource.
func CreateResource(r rest.Creater, scope *RequestScope, admit admission.Interface) http.HandlerFunc {
	return createHandler(&namedCreaterAdapter{r}, scope, admit, false)
}

// CreateNamedResource returns the handler of POST
// .../{resource}/{name}/{subresource}, such as pods/binding.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.CreateNamedResource.
func CreateNamedResource(r rest.NamedCreater, scope *RequestScope, admit admission.Interface) http.HandlerFunc {
	return createHandler(r, scope, admit, true)
}

// namedCreaterAdapter lets a Creater serve where a NamedCreater is expected.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.namedCreaterAdapter.
type namedCreaterAdapter struct {
	rest.Creater
}

func (c *namedCreaterAdapter) Create(ctx context.Context, name string, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	return c.Creater.Create(ctx, obj, createValidation, options)
}

// createHandler decodes the body, checks it against the URL, admits it and
// creates it; 201 Created with the stored object.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.createHandler.
func createHandler(r rest.NamedCreater, scope *RequestScope, admit admission.Interface, includeName bool) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		namespace, name, err := createTarget(req, scope, includeName)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		ctx, cancel := context.WithTimeout(req.Context(), requestTimeoutUpperBound)
		defer cancel()
		ctx = warning.EnsureWarningRecorder(ctx, w)
		outputMediaType, _, err := negotiation.NegotiateOutputMediaType(req, scope.Serializer, scope)
		if err != nil {
			scope.err(err, w, req)
			return
		}
		obj, options, err := decodeCreateRequest(ctx, req, scope, r.New())
		if err == nil {
			namespace, name, err = completeCreateTarget(scope, obj, namespace, name)
		}
		if err != nil {
			scope.err(err, w, req)
			return
		}
		ctx = request.WithNamespace(ctx, namespace)
		dedupOwnerReferencesAndAddWarning(ctx, obj)
		result, err := finishRequest(ctx, func() (runtime.Object, error) {
			return admitAndCreate(ctx, r, scope, admit, namespace, name, obj, options, req.UserAgent())
		})
		if err != nil {
			scope.err(err, w, req)
			return
		}
		code := http.StatusCreated
		if status, ok := result.(*metav1.Status); ok && status.Code == 0 {
			status.Code = int32(code)
		}
		transformResponseObject(ctx, scope, req, w, code, outputMediaType, result)
	}
}

// admitAndCreate records the manager in the object's managedFields, runs
// mutating admission on it (when the chain handles CREATE), then hands it to the storage with validating
// admission as the createValidation callback, which the storage runs on
// the object as it will be stored. Owner references are deduplicated again,
// in case a plugin added some.
// Upstream: the finisher.FinishRequest function of createHandler.
func admitAndCreate(ctx context.Context, r rest.NamedCreater, scope *RequestScope, admit admission.Interface,
	namespace, name string, obj runtime.Object, options *metav1.CreateOptions, userAgent string) (runtime.Object, error) {
	obj, err := updateCreatedManagedFields(scope, obj, managerOrUserAgent(options.FieldManager, userAgent))
	if err != nil {
		return nil, err
	}
	userInfo, _ := request.UserFrom(ctx)
	admissionAttributes := admission.NewAttributesRecord(obj, nil, scope.Kind, namespace, name, scope.Resource,
		scope.Subresource, admission.Create, options, isDryRun(options.DryRun), userInfo)
	if mutatingAdmission, ok := admit.(admission.MutationInterface); ok && mutatingAdmission.Handles(admission.Create) {
		if err := mutatingAdmission.Admit(ctx, admissionAttributes, scope); err != nil {
			return nil, err
		}
		dedupOwnerReferencesAndAddWarning(ctx, obj)
	}
	return r.Create(ctx, name, obj, rest.AdmissionToValidateObjectFunc(admit, admissionAttributes, scope), options)
}

// createTarget returns the namespace, and the name when the URL names one
// (required for a named create).
func createTarget(req *http.Request, scope *RequestScope, includeName bool) (string, string, error) {
	namespace, name, err := scope.Namer.Name(req)
	if err == nil {
		return namespace, name, nil
	}
	if includeName {
		return "", "", err
	}
	namespace, err = scope.Namer.Namespace(req)
	return namespace, "", err
}

// decodeCreateRequest reads the CreateOptions from the query and the
// object from the body, in the hub (internal) version.
// Upstream: the middle of k8s.io/apiserver/pkg/endpoints/handlers.createHandler.
func decodeCreateRequest(ctx context.Context, req *http.Request, scope *RequestScope, into runtime.Object) (runtime.Object, *metav1.CreateOptions, error) {
	s, err := negotiation.NegotiateInputSerializer(req, false, scope.Serializer)
	if err != nil {
		return nil, nil, err
	}
	body, err := limitedReadBody(req, scope.MaxRequestBodyBytes)
	if err != nil {
		return nil, nil, err
	}
	options := &metav1.CreateOptions{}
	if err := decodeQueryOptions(req, scope, options); err != nil {
		return nil, nil, err
	}
	if errs := validateCreateOptions(options); len(errs) > 0 {
		return nil, nil, errors.NewInvalid(schema.GroupKind{Group: metav1.GroupName, Kind: "CreateOptions"}, "", errs)
	}
	options.TypeMeta.SetGroupVersionKind(metav1.SchemeGroupVersion.WithKind("CreateOptions"))
	obj, err := decodeBody(ctx, scope, s, body, into, fieldValidation(options.FieldValidation))
	if err != nil {
		return nil, nil, err
	}
	return obj, options, nil
}

// completeCreateTarget completes the target from the object: its name when
// the URL has none; the namespace of a new namespace is itself. The
// object's namespace must agree with the URL's (filled in when empty).
func completeCreateTarget(scope *RequestScope, obj runtime.Object, namespace, name string) (string, string, error) {
	if err := ensureObjectNamespaceMatchesRequestNamespace(expectedNamespaceForResource(namespace, scope.Resource), obj); err != nil {
		return "", "", err
	}
	if len(name) == 0 {
		_, name, _ = scope.Namer.ObjectName(obj)
	}
	if len(namespace) == 0 && scope.Resource.GroupResource() == namespaceGroupResource {
		namespace = name
	}
	return namespace, name, nil
}

// decodeBody decodes a create or update body with the serializer of its
// Content-Type into the hub version. fieldValidation Warn or Strict decode
// strictly: unknown and duplicate fields become Warning headers (Warn) or a
// 400 (Strict). The body's kind and group version must be the URL's.
// Upstream: the decoding steps shared by createHandler and UpdateResource.
func decodeBody(ctx context.Context, scope *RequestScope, s runtime.SerializerInfo, body []byte, into runtime.Object, directive string) (runtime.Object, error) {
	decodeSerializer := s.Serializer
	if strictDecoding(directive) && s.StrictSerializer != nil {
		// Protobuf has no strict form; it is decoded as it is, as upstream.
		decodeSerializer = s.StrictSerializer
	}
	decoder := scope.Serializer.DecoderToVersion(decodeSerializer, scope.HubGroupVersion)
	defaultGVK := scope.Kind
	obj, gvk, err := decoder.Decode(body, &defaultGVK, into)
	if err != nil {
		strictErr, isStrict := runtime.AsStrictDecodingError(err)
		if !isStrict || obj == nil || directive != metav1.FieldValidationWarn {
			return nil, transformDecodeError(scope.Typer, err, into, gvk, body)
		}
		addStrictDecodingWarnings(ctx, strictErr.Errors())
	}
	if gvk == nil {
		return obj, nil
	}
	if err := checkBodyKind(scope, into, gvk); err != nil {
		return nil, err
	}
	return obj, nil
}

// checkBodyKind answers 400 for a body of another kind or group version
// than the URL's. Upstream notices another kind when no generated
// conversion exists between the two types; our reflective converter would
// copy same-named fields between any two structs, so the kinds are
// compared, and the answer is upstream's.
// Upstream: the AcceptsGroupVersion check of createHandler and UpdateResource.
//
// An Unstructured target (a custom resource, stage 04) has no Go type to
// disagree with: upstream converts any kind of its group into it, and the
// resource's strategy refuses a wrong kind with a 422, so only the group
// version is checked here.
func checkBodyKind(scope *RequestScope, into runtime.Object, gvk *schema.GroupVersionKind) error {
	_, unstructured := into.(runtime.Unstructured)
	if gvk.Kind != scope.Kind.Kind && !unstructured {
		source := gvk.String()
		if obj, err := scope.Creater.New(*gvk); err == nil {
			source = typeName(obj)
		}
		conversionErr := fmt.Errorf("converting (%s) to (%s): unknown conversion", source, typeName(into))
		return transformDecodeError(scope.Typer, conversionErr, into, gvk, nil)
	}
	if gv := gvk.GroupVersion(); !scope.AcceptsGroupVersion(gv) {
		return errors.NewBadRequest(fmt.Sprintf("the API version in the data (%s) does not match the expected API version (%s)",
			gv, scope.Kind.GroupVersion()))
	}
	return nil
}

// typeName is a Go type's name as conversion errors print it: v1.Secret.
func typeName(obj runtime.Object) string {
	t := reflect.TypeOf(obj)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t.String()
}
