
podinfoH‚E

labels
v1metadata.labels

cpu
c
limits.cpu
1m ¤¤