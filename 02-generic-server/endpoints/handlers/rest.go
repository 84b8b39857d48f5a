package handlers

import (
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
)

// requestTimeoutUpperBound bounds every mutating request's storage call;
// upstream chose 34 s "as a number close to 30 that is likely to be unique
// enough to jump out" in a log.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.requestTimeoutUpperBound.
const requestTimeoutUpperBound = 34 * time.Second

// RequestScope is what the handlers of one resource share: how to decode,
// convert, default and encode its kind, and what the resource is. The
// installer fills one per resource (and subresource) path.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.RequestScope.
type RequestScope struct {
	// Namer reads the name and namespace from the request and the body.
	Namer ScopeNamer

	// Serializer speaks the media types of the API group's scheme.
	Serializer runtime.NegotiatedSerializer
	// ParameterCodec decodes query parameters of the group's own option
	// kinds (upstream's GetterWithOptions; unused by the verbs here, which
	// read meta.k8s.io options).
	ParameterCodec runtime.ParameterCodec

	Creater         runtime.ObjectCreater
	Convertor       runtime.ObjectConvertor
	Defaulter       runtime.ObjectDefaulter
	Typer           runtime.ObjectTyper
	UnsafeConvertor runtime.ObjectConvertor

	// TableConvertor renders the resource as a Table; nil means "no Table"
	// (a 406 for as=Table).
	TableConvertor rest.TableConvertor

	// Resource is the resource in the URL, such as apps/v1 deployments.
	Resource schema.GroupVersionResource
	// Kind is the kind served, such as apps/v1 Deployment (autoscaling/v1
	// Scale for deployments/scale).
	Kind schema.GroupVersionKind
	// Subresource is "status", "scale" ... or "".
	Subresource string

	// MetaGroupVersion is where the options kinds live: meta.k8s.io/v1
	// (the zero value means that too).
	MetaGroupVersion schema.GroupVersion
	// HubGroupVersion is the version objects are handled in, between
	// decoding and encoding: the internal version of the group.
	HubGroupVersion schema.GroupVersion

	// MaxRequestBodyBytes limits a request body (upstream's server
	// default: 3 MiB); 0 means no limit.
	MaxRequestBodyBytes int64

	// FieldManager records metadata.managedFields on every write and
	// merges server-side applies; nil (a kind without a schema) records
	// nothing and answers an apply with 415.
	FieldManager *managedfields.FieldManager
}

var _ negotiation.EndpointRestrictions = &RequestScope{}

// RequestScope hands admission plugins the scheme of the resource.
var _ admission.ObjectInterfaces = &RequestScope{}

// GetObjectCreater is the scope's Creater.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*RequestScope).GetObjectCreater.
func (scope *RequestScope) GetObjectCreater() runtime.ObjectCreater { return scope.Creater }

// GetObjectTyper is the scope's Typer.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*RequestScope).GetObjectTyper.
func (scope *RequestScope) GetObjectTyper() runtime.ObjectTyper { return scope.Typer }

// GetObjectDefaulter is the scope's Defaulter.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*RequestScope).GetObjectDefaulter.
func (scope *RequestScope) GetObjectDefaulter() runtime.ObjectDefaulter { return scope.Defaulter }

// GetObjectConvertor is the scope's Convertor.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*RequestScope).GetObjectConvertor.
func (scope *RequestScope) GetObjectConvertor() runtime.ObjectConvertor { return scope.Convertor }

// isDryRun reports whether the request asked for a dry run: the options
// validation already made sure the only value is "All".
// Upstream: k8s.io/apiserver/pkg/util/dryrun.IsDryRun.
func isDryRun(flag []string) bool { return len(flag) > 0 }

// err writes err as a Status in the negotiated media type.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*RequestScope).err.
func (scope *RequestScope) err(err error, w http.ResponseWriter, req *http.Request) {
	responsewriters.ErrorNegotiated(err, scope.Serializer, scope.Kind.GroupVersion(), w, req)
}

// metaGroupVersion is MetaGroupVersion, defaulted to meta.k8s.io/v1.
func (scope *RequestScope) metaGroupVersion() schema.GroupVersion {
	if scope.MetaGroupVersion.Empty() {
		return metav1.SchemeGroupVersion
	}
	return scope.MetaGroupVersion
}

// AcceptsGroupVersion reports whether a create or update body may be in gv:
// only the version of the URL.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*RequestScope).AcceptsGroupVersion.
func (scope *RequestScope) AcceptsGroupVersion(gv schema.GroupVersion) bool {
	return gv == scope.Kind.GroupVersion()
}

// AllowsMediaTypeTransform reports whether the response may be converted to
// target: a Table (JSON or YAML, when there is a TableConvertor) or a
// PartialObjectMetadata(List), in meta.k8s.io v1 or v1beta1.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*RequestScope).AllowsMediaTypeTransform.
func (scope *RequestScope) AllowsMediaTypeTransform(mimeType, mimeSubType string, target *schema.GroupVersionKind) bool {
	if target == nil {
		return true
	}
	if !isMetaGroupVersion(target.GroupVersion()) {
		return false
	}
	switch target.Kind {
	case "Table":
		return scope.TableConvertor != nil && mimeType == "application" && (mimeSubType == "json" || mimeSubType == "yaml")
	case "PartialObjectMetadata", "PartialObjectMetadataList":
		return true
	}
	return false
}

// AllowsServerVersion reports whether the sv parameter names our meta version.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*RequestScope).AllowsServerVersion.
func (scope *RequestScope) AllowsServerVersion(version string) bool {
	return version == scope.metaGroupVersion().Version
}

// AllowsStreamSchema allows stream=watch only.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*RequestScope).AllowsStreamSchema.
func (scope *RequestScope) AllowsStreamSchema(s string) bool { return s == "watch" }

// transformDecodeError turns a decoding failure into a 400 that names the
// kind the URL expects.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.transformDecodeError.
func transformDecodeError(typer runtime.ObjectTyper, baseErr error, into runtime.Object, gvk *schema.GroupVersionKind, body []byte) error {
	objGVKs, _, err := typer.ObjectKinds(into)
	if err != nil {
		return errors.NewBadRequest(err.Error())
	}
	objGVK := objGVKs[0]
	if gvk != nil && len(gvk.Kind) > 0 {
		return errors.NewBadRequest(fmt.Sprintf("%s in version %q cannot be handled as a %s: %v", gvk.Kind, gvk.Version, objGVK.Kind, baseErr))
	}
	summary := summarizeData(body, 30)
	return errors.NewBadRequest(fmt.Sprintf("the object provided is unrecognized (must be of type %s): %v (%s)", objGVK.Kind, baseErr, summary))
}

// summarizeData shows the start of a body: as text if it looks like JSON,
// else in hex. Upstream: k8s.io/apiserver/pkg/endpoints/handlers.summarizeData.
func summarizeData(data []byte, maxLength int) string {
	switch {
	case len(data) == 0:
		return "<empty>"
	case data[0] == '{':
		if len(data) > maxLength {
			return string(data[:maxLength]) + " ..."
		}
		return string(data)
	default:
		if len(data) > maxLength {
			return hex.EncodeToString(data[:maxLength]) + " ..."
		}
		return hex.EncodeToString(data)
	}
}

// hasUID reports whether obj is a stored object (storage gives every object
// a uid); a nil or uid-less old object means "does not exist yet".
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.hasUID.
func hasUID(obj runtime.Object) (bool, error) {
	if obj == nil {
		return false, nil
	}
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return false, errors.NewInternalError(err)
	}
	return len(accessor.GetUID()) != 0, nil
}

// checkName checks the object's name and namespace against the URL's.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.checkName.
func checkName(obj runtime.Object, name, namespace string, namer ScopeNamer) error {
	objNamespace, objName, err := namer.ObjectName(obj)
	if err != nil {
		return errors.NewBadRequest(fmt.Sprintf(
			"the name of the object (%s based on URL) was undeterminable: %v", name, err))
	}
	if objName != name {
		return errors.NewBadRequest(fmt.Sprintf(
			"the name of the object (%s) does not match the name on the URL (%s)", objName, name))
	}
	if len(namespace) > 0 && len(objNamespace) > 0 && objNamespace != namespace {
		return errors.NewBadRequest(fmt.Sprintf(
			"the namespace of the object (%s) does not match the namespace on the request (%s)", objNamespace, namespace))
	}
	return nil
}

// expectedNamespaceForResource is the namespace an object of resource must
// carry: the request's, except for namespaces themselves, which live in
// none although their URL names one (/api/v1/namespaces/demo).
// Upstream: k8s.io/apiserver/pkg/registry/rest.ExpectedNamespaceForResource.
func expectedNamespaceForResource(requestNamespace string, resource schema.GroupVersionResource) string {
	if resource.Resource == "namespaces" && resource.Group == "" {
		return ""
	}
	return requestNamespace
}

// ensureObjectNamespaceMatchesRequestNamespace fills an object's empty
// namespace from the request, clears it for a cluster-scoped request, and
// answers 400 when the two disagree. Upstream runs it in the handler for
// updates and in rest.BeforeCreate (the registry) for creates; stage 02's
// handlers run it for both, so a storage without a create strategy gets
// the same answer.
// Upstream: k8s.io/apiserver/pkg/registry/rest.EnsureObjectNamespaceMatchesRequestNamespace.
func ensureObjectNamespaceMatchesRequestNamespace(requestNamespace string, obj runtime.Object) error {
	objMeta, err := meta.Accessor(obj)
	if err != nil {
		return nil // no metadata, nothing to check
	}
	switch objNamespace := objMeta.GetNamespace(); {
	case objNamespace == requestNamespace:
		return nil
	case objNamespace == metav1.NamespaceNone:
		objMeta.SetNamespace(requestNamespace)
		return nil
	case requestNamespace == metav1.NamespaceNone:
		objMeta.SetNamespace(metav1.NamespaceNone)
		return nil
	}
	return errors.NewBadRequest("the namespace of the provided object does not match the namespace sent on the request")
}

// limitedReadBody reads at most limit bytes of the body; more is a 413.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.limitedReadBody.
func limitedReadBody(req *http.Request, limit int64) ([]byte, error) {
	defer req.Body.Close()
	if limit <= 0 {
		return io.ReadAll(req.Body)
	}
	lr := &io.LimitedReader{R: req.Body, N: limit + 1}
	data, err := io.ReadAll(lr)
	if err != nil {
		return nil, err
	}
	if lr.N <= 0 {
		return nil, errors.NewRequestEntityTooLargeError(fmt.Sprintf("limit is %d", limit))
	}
	return data, nil
}

// fieldValidation returns the directive, Warn when unset.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.fieldValidation.
func fieldValidation(directive string) string {
	if directive == "" {
		return metav1.FieldValidationWarn
	}
	return directive
}

// strictDecoding reports whether a directive asks the decoder for unknown
// and duplicate fields.
func strictDecoding(directive string) bool {
	return directive == metav1.FieldValidationWarn || directive == metav1.FieldValidationStrict
}

// The two ways a YAML strict-decoding error begins.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.shortPrefix, longPrefix.
const (
	shortPrefix = "yaml: unmarshal errors:\n"
	longPrefix  = "error converting YAML to JSON: yaml: unmarshal errors:\n"
)

// parseYAMLWarnings splits a YAML strict error, one warning per line.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.parseYAMLWarnings.
func parseYAMLWarnings(errString string) []string {
	var trimmed string
	if s := strings.TrimPrefix(errString, shortPrefix); len(s) < len(errString) {
		trimmed = s
	} else if s := strings.TrimPrefix(errString, longPrefix); len(s) < len(errString) {
		trimmed = s
	} else {
		return []string{errString}
	}
	lines := strings.Split(trimmed, "\n")
	for i, s := range lines {
		lines[i] = strings.TrimSpace(s)
	}
	return lines
}

// addStrictDecodingWarnings turns each unknown or duplicate field into a
// Warning header (fieldValidation=Warn).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.addStrictDecodingWarnings.
func addStrictDecodingWarnings(ctx context.Context, errs []error) {
	for _, e := range errs {
		for _, w := range parseYAMLWarnings(e.Error()) {
			warning.AddWarning(ctx, w)
		}
	}
}

// DuplicateOwnerReferencesWarningFormat is the warning for a body whose
// ownerReferences repeat an entry; the server drops the duplicates.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.DuplicateOwnerReferencesWarningFormat.
const DuplicateOwnerReferencesWarningFormat = ".metadata.ownerReferences contains duplicate entries; API server dedups owner references in 1.20+, and may reject such requests as early as 1.24; please fix your requests; duplicate UID(s) observed: %v"

// dedupOwnerReferencesAndAddWarning drops repeated owner references, with
// a warning. Upstream: k8s.io/apiserver/pkg/endpoints/handlers.dedupOwnerReferencesAndAddWarning.
func dedupOwnerReferencesAndAddWarning(ctx context.Context, obj runtime.Object) {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return
	}
	var deduped []metav1.OwnerReference
	var duplicates []string
	for _, ref := range accessor.GetOwnerReferences() {
		if hasOwnerReference(deduped, ref) {
			duplicates = append(duplicates, string(ref.UID))
			continue
		}
		deduped = append(deduped, ref)
	}
	if len(duplicates) > 0 {
		warning.AddWarning(ctx, fmt.Sprintf(DuplicateOwnerReferencesWarningFormat, strings.Join(duplicates, ", ")))
		accessor.SetOwnerReferences(deduped)
	}
}

// hasOwnerReference reports whether refs holds an entry equal to ref.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.hasOwnerReference.
func hasOwnerReference(refs []metav1.OwnerReference, ref metav1.OwnerReference) bool {
	for _, r := range refs {
		if reflect.DeepEqual(r, ref) {
			return true
		}
	}
	return false
}
