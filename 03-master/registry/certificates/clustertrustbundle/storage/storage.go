package storage

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	"github.com/kube-rebuilt/apiserver/03-master/registry/certificates/clustertrustbundle"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of clustertrustbundles: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of clustertrustbundles, keyed under
// /clustertrustbundles/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &certificates.ClusterTrustBundle{} },
		NewListFunc:               func() runtime.Object { return &certificates.ClusterTrustBundleList{} },
		DefaultQualifiedResource:  certificates.Resource("clustertrustbundles"),
		SingularQualifiedResource: certificates.Resource("clustertrustbundle"),

		CreateStrategy:      clustertrustbundle.Strategy,
		UpdateStrategy:      clustertrustbundle.Strategy,
		DeleteStrategy:      clustertrustbundle.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: clustertrustbundle.GetAttrs}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// Table is `kubectl get clustertrustbundles`: Name SignerName.
// Upstream: the ClusterTrustBundle column definitions and printClusterTrustBundle in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "SignerName", Type: "string", Description: "signerName indicates the associated signer, if any."},
}, Row: printRow}

// printRow makes one ClusterTrustBundle's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printClusterTrustBundle.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*certificates.ClusterTrustBundle)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a ClusterTrustBundle, got %T", obj)
	}
	signerName := "<none>"
	if o.Spec.SignerName != "" {
		signerName = o.Spec.SignerName
	}
	return printers.Cells(o.Name, signerName), nil
}
