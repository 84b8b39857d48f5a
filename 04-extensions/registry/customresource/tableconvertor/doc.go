// Package tableconvertor renders custom resources as the Table `kubectl
// get` prints: a Name column, then the CRD version's
// additionalPrinterColumns, each filled by evaluating its JSONPath on the
// object.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource/tableconvertor.
//
// Left out: nothing of substance. The list and row walking and the
// table's list metadata come from stage 02's registry/memory helpers.
package tableconvertor
