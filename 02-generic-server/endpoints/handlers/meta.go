package handlers

import (
	"net/http"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// metav1beta1GroupVersion is meta.k8s.io/v1beta1, the older home of Table
// and PartialObjectMetadata that kubectl still offers in its Accept header.
// Its types have the same shape as v1's, so the v1 Go types serve both.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1beta1.SchemeGroupVersion.
var metav1beta1GroupVersion = schema.GroupVersion{Group: metav1.GroupName, Version: "v1beta1"}

// metaInternalGroupVersion is where DeleteOptions, CreateOptions and
// UpdateOptions are registered as unversioned kinds, so that a body saying
// apiVersion: v1 (or apps/v1 ...) decodes too.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/internalversion.SchemeGroupVersion.
var metaInternalGroupVersion = schema.GroupVersion{Group: metav1.GroupName, Version: runtime.APIVersionInternal}

var (
	// metaScheme knows the kinds of meta.k8s.io: the options, Table,
	// TableOptions and PartialObjectMetadata(List). The handlers decode
	// query parameters and DeleteOptions bodies with it, and encode Tables
	// and PartialObjectMetadata with its codecs.
	// Upstream: k8s.io/apimachinery/pkg/apis/meta/internalversion/scheme.scheme.
	metaScheme = newMetaScheme()
	// metaCodecs are metaScheme's serializers.
	// Upstream: k8s.io/apimachinery/pkg/apis/meta/internalversion/scheme.Codecs.
	metaCodecs = serializer.NewCodecFactory(metaScheme)
	// metaParameterCodec decodes ListOptions, GetOptions ... from queries.
	// Upstream: k8s.io/apimachinery/pkg/apis/meta/internalversion/scheme.ParameterCodec.
	metaParameterCodec = runtime.NewParameterCodec(metaScheme)
)

// newMetaScheme registers meta.k8s.io's kinds. Upstream registers an
// internal ListOptions with generated conversions; ours decodes the wire
// metav1.ListOptions and converts with metainternalversion.ConvertFromV1.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/internalversion.addToGroupVersion.
func newMetaScheme() *runtime.Scheme {
	scheme := runtime.NewScheme()
	must(metav1.AddToGroupVersion(scheme, metav1.SchemeGroupVersion))
	must(metav1.AddMetaToScheme(scheme))
	scheme.AddKnownTypes(metav1beta1GroupVersion,
		&metav1.Table{}, &metav1.TableOptions{},
		&metav1.PartialObjectMetadata{}, &metav1.PartialObjectMetadataList{})
	scheme.AddUnversionedTypes(metaInternalGroupVersion,
		&metav1.DeleteOptions{}, &metav1.CreateOptions{}, &metav1.UpdateOptions{})
	return scheme
}

// must panics on an error: a scheme that cannot be built is a programming
// error. Upstream: k8s.io/apimachinery/pkg/util/runtime.Must.
func must(err error) {
	if err != nil {
		panic(err)
	}
}

// isMetaGroupVersion reports whether gv is meta.k8s.io v1 or v1beta1, the
// versions Table and PartialObjectMetadata are served in.
func isMetaGroupVersion(gv schema.GroupVersion) bool {
	return gv == metav1.SchemeGroupVersion || gv == metav1beta1GroupVersion
}

// decodeQueryOptions fills options (a meta.k8s.io option kind) from the
// query; a malformed value is a 400.
func decodeQueryOptions(req *http.Request, scope *RequestScope, options runtime.Object) error {
	if err := metaParameterCodec.DecodeParameters(req.URL.Query(), scope.metaGroupVersion(), options); err != nil {
		return errors.NewBadRequest(err.Error())
	}
	return nil
}

// listOptionsFromRequest decodes, defaults and validates the ListOptions of
// a list, watch or deletecollection, and converts field selector labels to
// their internal names.
// Upstream: the first steps of k8s.io/apiserver/pkg/endpoints/handlers.ListResource.
func listOptionsFromRequest(req *http.Request, scope *RequestScope) (*metainternalversion.ListOptions, error) {
	v1Options := metav1.ListOptions{}
	if err := decodeQueryOptions(req, scope, &v1Options); err != nil {
		return nil, err
	}
	opts, err := metainternalversion.ConvertFromV1(&v1Options)
	if err != nil {
		return nil, errors.NewBadRequest(err.Error())
	}
	setListOptionsDefaults(opts)
	if errs := validateListOptions(opts); len(errs) > 0 {
		return nil, errors.NewInvalid(schema.GroupKind{Group: metav1.GroupName, Kind: "ListOptions"}, "", errs)
	}
	convert := func(label, value string) (string, string, error) {
		return scope.Convertor.ConvertFieldLabel(scope.Kind, label, value)
	}
	if opts.FieldSelector, err = opts.FieldSelector.Transform(convert); err != nil {
		return nil, errors.NewBadRequest(err.Error())
	}
	return opts, nil
}
