package options_test

import (
	"fmt"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/03-master/server/options"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
)

// ExampleEtcdOptions_AddFlags shows the etcd flags of stage 03 and how they
// fill the storage config: no --etcd-servers means the embedded etcd.
func ExampleEtcdOptions_AddFlags() {
	o := options.NewEtcdOptions(storagebackend.NewDefaultConfig(options.DefaultEtcdPathPrefix, nil))
	fs := pflag.NewFlagSet("kube-apiserver", pflag.ContinueOnError)
	o.AddFlags(fs)
	fmt.Print(fs.FlagUsages())

	_ = fs.Parse([]string{"--etcd-client-url=http://127.0.0.1:2379"})
	c := o.StorageConfig
	fmt.Printf("\nservers %v, prefix %s, data dir %s, client URL %s, errors %v\n",
		c.Transport.ServerList, c.Prefix, c.EmbeddedDataDir, c.EmbeddedClientURL, o.Validate())
	// Output:
	// --enable-garbage-collector            Enables the generic garbage collector. MUST be synced with the corresponding flag of the kube-controller-manager. Off by default here (upstream: on), since no stage runs one.
	//       --etcd-cafile string                  SSL Certificate Authority file used to secure etcd communication.
	//       --etcd-certfile string                SSL certification file used to secure etcd communication.
	//       --etcd-client-url string              If set (http://127.0.0.1:2379), the embedded etcd also serves its client API on this URL, for etcdctl. Empty: the embedded etcd opens no port at all.
	//       --etcd-compaction-interval duration   The interval of compaction requests. If 0, the compaction request from apiserver is disabled. (default 5m0s)
	//       --etcd-data-dir string                Directory of the embedded etcd's data, used when --etcd-servers is empty. A relative path is relative to the working directory. The same directory gives back the same objects after a restart; delete it to start empty. (default ".data/etcd")
	//       --etcd-initial-cluster string         Every member of a new embedded etcd cluster as name=peer-URL pairs, comma separated (etcd's --initial-cluster), this one included: a=http://127.0.0.1:2380,b=http://127.0.0.1:2381,c=http://127.0.0.1:2382. Ignored when the member restarts on its data.
	//       --etcd-initial-cluster-state string   new: the members of --etcd-initial-cluster start together; existing: this member joins a running cluster that already lists it (etcdctl member add). Empty: new.
	//       --etcd-initial-cluster-token string   Mixed into the IDs of a new embedded etcd cluster (etcd's --initial-cluster-token); every member of the cluster must be given the same. Give each new cluster its own, so that a member of an older cluster at the same peer URLs is refused rather than taken in. Empty: kube-apiserver.
	//       --etcd-keyfile string                 SSL key file used to secure etcd communication.
	//       --etcd-name string                    The embedded etcd member's name in its cluster (etcd's --name); empty: kube-apiserver.
	//       --etcd-peer-url string                If set (http://127.0.0.1:2380), the embedded etcd listens there for the other members of its cluster and is reached by them there (etcd's --listen-peer-urls and --initial-advertise-peer-urls). Empty: a cluster of one, no peer port.
	//       --etcd-prefix string                  The prefix to prepend to all resource paths in etcd. (default "/registry")
	//       --etcd-servers strings                List of etcd servers to connect with (scheme://ip:port), comma separated. If empty, etcd runs embedded in this process, with its data in --etcd-data-dir.
	//       --watch-cache                         Enable watch caching in the apiserver (default true)
	//       --watch-cache-sizes strings           Watch cache size settings for some resources, comma separated. The individual setting format: resource[.group]#size, where resource is lowercase plural (no version), group is omitted for resources of apiVersion v1 and included for others, and size is a number of events. A size of 0 turns the watch cache off for that resource; another size fixes its history (by default it grows and shrinks to hold about 75s of events). Only consulted if --watch-cache is enabled.
	//
	// servers [], prefix /registry, data dir .data/etcd, client URL http://127.0.0.1:2379, errors []
}
