package apiserver

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration/install"
)

var (
	// Scheme holds the kinds the aggregator knows by Go type: the
	// apiregistration.k8s.io group and meta.k8s.io's options, Status,
	// Table and discovery types. What it proxies it never decodes.
	// Upstream: k8s.io/kube-aggregator/pkg/apiserver/scheme.Scheme.
	Scheme = runtime.NewScheme()

	// Codecs speaks Scheme's kinds in JSON, YAML and protobuf.
	// Upstream: k8s.io/kube-aggregator/pkg/apiserver/scheme.Codecs.
	Codecs = serializer.NewCodecFactory(Scheme)

	// ParameterCodec decodes query parameters into meta.k8s.io options.
	ParameterCodec = runtime.NewParameterCodec(Scheme)
)

// init installs the group, as upstream's scheme package does.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver/scheme.init (AddToScheme).
func init() {
	install.Install(Scheme)
	must(metav1.AddToGroupVersion(Scheme, schema.GroupVersion{Group: "", Version: "v1"}))
	must(metav1.AddMetaToScheme(Scheme))
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}
