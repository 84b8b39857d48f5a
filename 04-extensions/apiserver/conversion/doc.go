// Package conversion converts custom resources between the versions of
// their CustomResourceDefinition.
//
// Stage 04 adds it. With the conversion strategy None, the only one we
// support, versions differ in name only: converting a custom resource
// sets its apiVersion and leaves every other field alone (a schema that
// differs between versions is the CRD author's problem, as upstream says).
// Anything that is not a custom resource of the CRD's group (options,
// Status, Table) goes to the scheme's converter.
//
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/conversion
// (CRConverterFactory, nopConverter, the safe and unsafe converters).
// Left out: the Webhook strategy, which calls a conversion webhook with a
// ConversionReview; CRD validation refuses it, so a CRD never needs it.
package conversion
