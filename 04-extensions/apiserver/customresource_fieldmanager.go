package apiserver

import (
	"fmt"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	autoscalingv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/openapi/builder"
)

// crdTypeConverter gives server-side apply the schemas of a CRD's
// versions: its structural schemas as OpenAPI definitions, so that
// x-kubernetes-list-type: map with its x-kubernetes-list-map-keys merges
// a list by key and x-kubernetes-preserve-unknown-fields keeps fields the
// schema does not list. A CRD whose schemas cannot be converted gets the
// deduced converter (every map granular, every list atomic), as upstream.
// The models hold autoscaling/v1 Scale too, the kind of the scale
// subresource, as upstream's, built on the server's whole OpenAPI, do.
// Upstream: the typeConverter of k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).getOrCreateServingInfoFor.
func crdTypeConverter(crd *apiextensions.CustomResourceDefinition) managedfields.TypeConverter {
	models, err := builder.Models(crd)
	if err != nil {
		return managedfields.NewDeducedTypeConverter()
	}
	scale, err := openapi.Definitions(openapi.NewDefinitionNamer(Scheme), reflect.TypeFor[autoscalingv1.Scale]())
	if err != nil {
		return managedfields.NewDeducedTypeConverter()
	}
	for name, s := range scale {
		if _, ok := models[name]; !ok {
			models[name] = s
		}
	}
	typeConverter, err := managedfields.NewTypeConverter(models, crd.Spec.PreserveUnknownFields)
	if err != nil {
		return managedfields.NewDeducedTypeConverter()
	}
	return typeConverter
}

// newCRDFieldManager is the field manager of one version's resource or
// status path; resetFields are its strategy's (status on the resource,
// spec on /status).
// Upstream: the NewDefaultCRDFieldManager calls of getOrCreateServingInfoFor.
func newCRDFieldManager(scope *handlers.RequestScope, typeConverter managedfields.TypeConverter, subresource string,
	resetFields map[fieldpath.APIVersion]*fieldpath.Set) (*managedfields.FieldManager, error) {
	f, err := managedfields.NewDefaultCRDFieldManager(typeConverter, scope.Convertor, scope.Defaulter, scope.Creater,
		scope.Kind, scope.HubGroupVersion, subresource, fieldpath.NewExcludeFilterSetMap(resetFields))
	if err != nil {
		return nil, fmt.Errorf("failed to create field manager: %v", err)
	}
	return f, nil
}
