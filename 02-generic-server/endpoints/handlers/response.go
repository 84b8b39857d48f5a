package handlers

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
)

// transformResponseObject writes a handler's result: converted to what the
// Accept header asked for (a Table, a PartialObjectMetadata(List)), or as
// it is, encoded in the request's version. An empty list is written with
// "items": [], never null.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.transformResponseObject.
func transformResponseObject(ctx context.Context, scope *RequestScope, req *http.Request, w http.ResponseWriter, statusCode int, mediaType negotiation.MediaTypeOptions, result runtime.Object) {
	options, err := optionsForTransform(mediaType, req)
	if err != nil {
		scope.err(err, w, req)
		return
	}
	if meta.IsListType(result) && meta.LenList(result) == 0 {
		if err := meta.SetList(result, []runtime.Object{}); err != nil {
			scope.err(err, w, req)
			return
		}
	}
	obj, err := doTransformObject(ctx, result, options, mediaType.Convert, scope)
	if err != nil {
		scope.err(err, w, req)
		return
	}
	kind, serializer, _ := targetEncodingForTransform(scope, mediaType)
	responsewriters.WriteObjectNegotiated(serializer, scope, kind.GroupVersion(), w, req, statusCode, obj, false)
}

// doTransformObject converts obj to target (nil: no conversion). A Status
// is never converted. Watches call it once per event.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.doTransformObject.
func doTransformObject(ctx context.Context, obj runtime.Object, opts interface{}, target *schema.GroupVersionKind, scope *RequestScope) (runtime.Object, error) {
	if _, ok := obj.(*metav1.Status); ok {
		return obj, nil
	}
	switch {
	case target == nil:
		return obj, nil
	case target.Kind == "PartialObjectMetadata":
		return asPartialObjectMetadata(obj, target.GroupVersion())
	case target.Kind == "PartialObjectMetadataList":
		return asPartialObjectMetadataList(obj, target.GroupVersion())
	case target.Kind == "Table":
		options, ok := opts.(*metav1.TableOptions)
		if !ok {
			return nil, fmt.Errorf("unexpected TableOptions, got %T", opts)
		}
		return asTable(ctx, obj, options, scope, target.GroupVersion())
	}
	accepted, _ := negotiation.MediaTypesForSerializer(metaCodecs)
	return nil, negotiation.NewNotAcceptableError(accepted)
}

// optionsForTransform reads the TableOptions (includeObject) of a Table
// request from the query; nil for other requests.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.optionsForTransform.
func optionsForTransform(mediaType negotiation.MediaTypeOptions, req *http.Request) (interface{}, error) {
	target := mediaType.Convert
	if target == nil || target.Kind != "Table" || !isMetaGroupVersion(target.GroupVersion()) {
		return nil, nil
	}
	opts := &metav1.TableOptions{}
	if err := metaParameterCodec.DecodeParameters(req.URL.Query(), metav1.SchemeGroupVersion, opts); err != nil {
		return nil, err
	}
	switch errs := validateTableOptions(opts); len(errs) {
	case 0:
		return opts, nil
	case 1:
		return nil, errors.NewBadRequest(fmt.Sprintf("Unable to convert to Table as requested: %v", errs[0].Error()))
	default:
		return nil, errors.NewBadRequest(fmt.Sprintf("Unable to convert to Table as requested: %v", errs.ToAggregate()))
	}
}

// targetEncodingForTransform returns the kind and serializer to encode
// with: meta.k8s.io's for a Table or PartialObjectMetadata(List), the
// scope's otherwise; transform says which.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.targetEncodingForTransform.
func targetEncodingForTransform(scope *RequestScope, mediaType negotiation.MediaTypeOptions) (schema.GroupVersionKind, runtime.NegotiatedSerializer, bool) {
	if target := mediaType.Convert; target != nil && isMetaGroupVersion(target.GroupVersion()) {
		switch target.Kind {
		case "PartialObjectMetadata", "PartialObjectMetadataList", "Table":
			return *target, metaCodecs, true
		}
	}
	return scope.Kind, scope.Serializer, false
}

// errNotAcceptable is a 406 with a message of the handler's own.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.errNotAcceptable.
type errNotAcceptable struct{ message string }

func newNotAcceptableError(message string) error { return errNotAcceptable{message} }

func (e errNotAcceptable) Error() string { return e.message }

// Status makes errNotAcceptable an errors.APIStatus.
func (e errNotAcceptable) Status() metav1.Status {
	return metav1.Status{
		TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"},
		Status:   metav1.StatusFailure,
		Code:     http.StatusNotAcceptable,
		Reason:   metav1.StatusReasonNotAcceptable,
		Message:  e.message,
	}
}

// asTable asks the TableConvertor for a Table and fills each row's object
// as includeObject says: PartialObjectMetadata (the default), the whole
// object in the request's version, or nothing. With NoHeaders (every watch
// event after the first) the column definitions are left out.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.asTable.
func asTable(ctx context.Context, result runtime.Object, opts *metav1.TableOptions, scope *RequestScope, groupVersion schema.GroupVersion) (runtime.Object, error) {
	if !isMetaGroupVersion(groupVersion) {
		return nil, newNotAcceptableError(fmt.Sprintf("no Table exists in group version %s", groupVersion))
	}
	table, err := scope.TableConvertor.ConvertToTable(ctx, result, opts)
	if err != nil {
		return nil, err
	}
	if opts.NoHeaders {
		table.ColumnDefinitions = nil
	}
	for i := range table.Rows {
		if err := setRowObject(&table.Rows[i].Object, opts.IncludeObject, scope, groupVersion); err != nil {
			return nil, err
		}
	}
	return table, nil
}

// setRowObject replaces a row's object by what includeObject asks for. The
// object is also encoded into Raw, as JSON: a Table is only ever JSON or
// YAML (made from JSON), and our RawExtension marshals Raw only.
func setRowObject(ext *runtime.RawExtension, include metav1.IncludeObjectPolicy, scope *RequestScope, groupVersion schema.GroupVersion) error {
	var err error
	switch include {
	case metav1.IncludeObject:
		if ext.Object, err = scope.Convertor.ConvertToVersion(ext.Object, scope.Kind.GroupVersion()); err != nil {
			return err
		}
	case metav1.IncludeMetadata, "":
		m, err := meta.Accessor(ext.Object)
		if err != nil {
			return err
		}
		partial := meta.AsPartialObjectMetadata(m)
		partial.GetObjectKind().SetGroupVersionKind(groupVersion.WithKind("PartialObjectMetadata"))
		ext.Object = partial
	case metav1.IncludeNone:
		ext.Object, ext.Raw = nil, nil
		return nil
	default:
		return errors.NewBadRequest(fmt.Sprintf("unrecognized includeObject value: %q", include))
	}
	ext.Raw, err = json.Marshal(ext.Object)
	return err
}

// asPartialObjectMetadata reduces one object to its metadata.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.asPartialObjectMetadata.
func asPartialObjectMetadata(result runtime.Object, groupVersion schema.GroupVersion) (runtime.Object, error) {
	if meta.IsListType(result) {
		return nil, newNotAcceptableError(fmt.Sprintf("you requested PartialObjectMetadata, but the requested object is a list (%T)", result))
	}
	if !isMetaGroupVersion(groupVersion) {
		return nil, newNotAcceptableError(fmt.Sprintf("no PartialObjectMetadataList exists in group version %s", groupVersion))
	}
	m, err := meta.Accessor(result)
	if err != nil {
		return nil, err
	}
	partial := meta.AsPartialObjectMetadata(m)
	partial.GetObjectKind().SetGroupVersionKind(groupVersion.WithKind("PartialObjectMetadata"))
	return partial, nil
}

// asPartialObjectMetadataList reduces a list to its items' metadata,
// keeping the list's resourceVersion, continue and remaining count.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.asPartialObjectMetadataList.
func asPartialObjectMetadataList(result runtime.Object, groupVersion schema.GroupVersion) (runtime.Object, error) {
	li, err := meta.ListAccessor(result)
	if err != nil || !meta.IsListType(result) {
		return nil, newNotAcceptableError(fmt.Sprintf("you requested PartialObjectMetadataList, but the requested object is not a list (%T)", result))
	}
	if !isMetaGroupVersion(groupVersion) {
		return nil, newNotAcceptableError(fmt.Sprintf("no PartialObjectMetadataList exists in group version %s", groupVersion))
	}
	gvk := groupVersion.WithKind("PartialObjectMetadata")
	list := &metav1.PartialObjectMetadataList{Items: []metav1.PartialObjectMetadata{}}
	err = meta.EachListItem(result, func(obj runtime.Object) error {
		m, err := meta.Accessor(obj)
		if err != nil {
			return err
		}
		partial := meta.AsPartialObjectMetadata(m)
		partial.GetObjectKind().SetGroupVersionKind(gvk)
		list.Items = append(list.Items, *partial)
		return nil
	})
	if err != nil {
		return nil, err
	}
	list.ResourceVersion = li.GetResourceVersion()
	list.Continue = li.GetContinue()
	list.RemainingItemCount = li.GetRemainingItemCount()
	return list, nil
}
