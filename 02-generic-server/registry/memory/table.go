package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// The descriptions of metadata.name and metadata.creationTimestamp, which
// Table columns carry (upstream reads them from the generated SwaggerDoc).
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta.SwaggerDoc.
const (
	NameDescription              = "Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names"
	CreationTimestampDescription = "CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata"
)

// defaultTableConvertor renders any object as NAME and CREATED AT.
type defaultTableConvertor struct {
	defaultQualifiedResource schema.GroupResource
}

// NewDefaultTableConvertor returns the TableConvertor of resources that
// have no printer of their own: a Name column and a "Created At" date
// column (kubectl shows the date as an age).
// Upstream: k8s.io/apiserver/pkg/registry/rest.NewDefaultTableConvertor.
func NewDefaultTableConvertor(defaultQualifiedResource schema.GroupResource) rest.TableConvertor {
	return defaultTableConvertor{defaultQualifiedResource: defaultQualifiedResource}
}

// ConvertToTable makes one row per object of a list, or one for an object.
// Upstream: k8s.io/apiserver/pkg/registry/rest.defaultTableConvertor.ConvertToTable.
func (c defaultTableConvertor) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	var table metav1.Table
	row := func(obj runtime.Object) error {
		m, err := meta.Accessor(obj)
		if err != nil {
			return c.notAcceptable(ctx)
		}
		table.Rows = append(table.Rows, metav1.TableRow{
			Cells:  []interface{}{m.GetName(), m.GetCreationTimestamp().Time.UTC().Format(time.RFC3339)},
			Object: runtime.RawExtension{Object: obj},
		})
		return nil
	}
	if err := EachRow(object, row); err != nil {
		return nil, err
	}
	SetTableMeta(&table, object)
	if opt, ok := tableOptions.(*metav1.TableOptions); !ok || !opt.NoHeaders {
		table.ColumnDefinitions = []metav1.TableColumnDefinition{
			{Name: "Name", Type: "string", Format: "name", Description: NameDescription},
			{Name: "Created At", Type: "date", Description: CreationTimestampDescription},
		}
	}
	return &table, nil
}

// notAcceptable is the 406 of an object without metadata.
// Upstream: k8s.io/apiserver/pkg/registry/rest.errNotAcceptable.
func (c defaultTableConvertor) notAcceptable(ctx context.Context) error {
	resource := c.defaultQualifiedResource
	if info, ok := request.RequestInfoFrom(ctx); ok {
		resource = schema.GroupResource{Group: info.APIGroup, Resource: info.Resource}
	}
	return apierrors.NewNotAcceptable(fmt.Sprintf("the resource %s does not support being converted to a Table", resource))
}

// EachRow calls fn for every item of a list, or once for an object.
func EachRow(object runtime.Object, fn func(runtime.Object) error) error {
	if meta.IsListType(object) {
		return meta.EachListItem(object, fn)
	}
	return fn(object)
}

// SetTableMeta copies the resourceVersion (and a list's continue token and
// remaining count) into the table.
// Upstream: the tail of k8s.io/apiserver/pkg/registry/rest.defaultTableConvertor.ConvertToTable.
func SetTableMeta(table *metav1.Table, object runtime.Object) {
	if m, err := meta.ListAccessor(object); err == nil {
		table.ResourceVersion = m.GetResourceVersion()
		table.Continue = m.GetContinue()
		table.RemainingItemCount = m.GetRemainingItemCount()
	} else if m, err := meta.CommonAccessor(object); err == nil {
		table.ResourceVersion = m.GetResourceVersion()
	}
}
