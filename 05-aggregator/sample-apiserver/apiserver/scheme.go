package apiserver

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle/install"
)

var (
	// Scheme holds the kinds the sample server knows: the wardle group,
	// and meta.k8s.io's options, Status, discovery kinds and Table. It is
	// not legacyscheme.Scheme: an aggregated server knows only its own
	// groups (and kube-apiserver never learns wardle's Go types).
	// Upstream: k8s.io/sample-apiserver/pkg/apiserver.Scheme.
	Scheme = runtime.NewScheme()

	// Codecs speaks Scheme's kinds in JSON, YAML and protobuf.
	// Upstream: k8s.io/sample-apiserver/pkg/apiserver.Codecs.
	Codecs = serializer.NewCodecFactory(Scheme)

	// ParameterCodec decodes query parameters into meta.k8s.io options.
	// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ParameterCodec, which
	// upstream's sample server passes to NewDefaultAPIGroupInfo.
	ParameterCodec = runtime.NewParameterCodec(Scheme)
)

// init installs the wardle group and the unversioned meta kinds, as
// upstream's apiserver package does.
// Upstream: k8s.io/sample-apiserver/pkg/apiserver.init.
func init() {
	install.Install(Scheme)
	// Status, APIVersions, APIGroupList ... belong to no group: they are
	// registered in the core "v1", as upstream's init does.
	must(metav1.AddToGroupVersion(Scheme, schema.GroupVersion{Group: "", Version: "v1"}))
	must(metav1.AddMetaToScheme(Scheme))
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}
